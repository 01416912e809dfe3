import type { BankTest } from './types.ts';

export const AMAZON_WEB_SERVICES_TEST: BankTest = {
  slug: 'amazon-web-services',
  skillSlug: 'amazon-web-services',
  title: 'AWS',
  category: 'cloud',
  summary:
    'IAM, VPC networking, compute, S3, managed databases and queues, and designing for failure and cost.',
  description: `Checks the AWS a backend or platform engineer uses to run services: IAM policies and roles, VPC networking, choosing between EC2, containers and Lambda, S3, RDS, DynamoDB and SQS, and building for availability without wasting money.

Several questions ask you to work something out: whether an IAM policy allows a request, how much concurrency or how many instances a load needs. It is not a certification exam and does not test console navigation, prices or rarely used services.`,
  timeLimitMinutes: 30,
  topics: [
    'IAM and access',
    'VPC networking',
    'Compute',
    'Storage with S3',
    'Databases and messaging',
    'Availability and cost',
  ],
  blueprint: { choice: 6, ordering: 1, shortAnswer: 3, coding: 0 },
  items: [
    // ---------------------------------------------------------------- choice
    {
      key: 'amazon-web-services.explicit-deny',
      type: 'single_choice',
      topic: 'IAM and access',
      difficulty: 1,
      prompt:
        'A user has one policy that allows `s3:DeleteObject` on a bucket and another that explicitly denies `s3:DeleteObject` on the same bucket. What happens when the user deletes an object there?',
      options: [
        { id: 'a', text: 'It is denied: an explicit `Deny` always overrides an `Allow`.' },
        { id: 'b', text: 'It is allowed: an `Allow` overrides a `Deny` for the same action.' },
        { id: 'c', text: 'The policy that was attached last wins.' },
        { id: 'd', text: 'AWS rejects the second policy when it is attached because it conflicts.' },
      ],
      correct: 'a',
      explanation:
        'In IAM evaluation an explicit `Deny` in any applicable policy ends the evaluation with a denial, whatever else allows. Attachment order plays no part, and conflicting policies are perfectly valid.',
    },
    {
      key: 'amazon-web-services.instance-role',
      type: 'single_choice',
      topic: 'IAM and access',
      difficulty: 1,
      prompt:
        'An application on EC2 needs to read from an S3 bucket. What is the recommended way to give it access?',
      options: [
        {
          id: 'a',
          text: 'Attach an IAM role to the instance (an instance profile) with a policy allowing the needed reads.',
        },
        {
          id: 'b',
          text: 'Create an IAM user and put its access keys in the application’s configuration file.',
        },
        { id: 'c', text: 'Make the bucket public so no credentials are needed.' },
        { id: 'd', text: 'Use the root account’s access keys, stored in an environment variable.' },
      ],
      correct: 'a',
      explanation:
        'With an instance role, the SDK fetches short-lived credentials from the instance metadata service and they rotate automatically, so there are no long-lived keys to leak. Public buckets and root keys are exactly what to avoid.',
    },
    {
      key: 'amazon-web-services.vpc-facts',
      type: 'multiple_choice',
      topic: 'VPC networking',
      difficulty: 2,
      prompt: 'Which statements about VPC networking are true? Choose all that apply.',
      options: [
        {
          id: 'a',
          text: 'A subnet is "public" when its route table sends internet traffic (`0.0.0.0/0`) to an internet gateway.',
        },
        {
          id: 'b',
          text: 'Instances in a private subnet can reach the internet for outbound requests through a NAT gateway in a public subnet.',
        },
        {
          id: 'c',
          text: 'Security groups are stateful: if an inbound request is allowed, its response is allowed out automatically.',
        },
        { id: 'd', text: 'Network ACLs are stateful in the same way as security groups.' },
        { id: 'e', text: 'A single subnet can span several Availability Zones.' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'What makes a subnet public is its route to an internet gateway. A NAT gateway lets private instances open outbound connections without being reachable from outside. Security groups track connections; network ACLs are stateless, so return traffic needs its own rule. Each subnet lives in exactly one Availability Zone.',
    },
    {
      key: 'amazon-web-services.s3-consistency',
      type: 'single_choice',
      topic: 'Storage with S3',
      difficulty: 2,
      prompt:
        'A service overwrites `config/latest.json` in S3 with `PutObject` and gets a success response. Immediately afterwards another service reads the same key. What does it get?',
      options: [
        {
          id: 'a',
          text: 'The new version: S3 gives strong read-after-write consistency for object writes and overwrites.',
        },
        {
          id: 'b',
          text: 'Possibly the old version for a few seconds, because overwrites are eventually consistent.',
        },
        { id: 'c', text: 'A `404 Not Found` until the new version has been replicated.' },
        { id: 'd', text: 'A merge of the old and new content.' },
      ],
      correct: 'a',
      explanation:
        'Since December 2020 S3 is strongly consistent for reads after `PUT`s of new and overwritten objects (and for list operations). Older articles describing eventual consistency for overwrites are out of date. Concurrent writers still need their own coordination: the last write wins.',
    },
    {
      key: 'amazon-web-services.lambda-long-job',
      type: 'single_choice',
      topic: 'Compute',
      difficulty: 2,
      prompt:
        'A nightly job converts a large video archive and takes about 2 hours in a single process. Which choice fits best?',
      options: [
        { id: 'a', text: 'One Lambda function with its timeout set to 2 hours.' },
        {
          id: 'b',
          text: 'A container task on ECS with Fargate (or AWS Batch), started on a schedule.',
        },
        { id: 'c', text: 'An API Gateway endpoint that runs the job while the caller waits.' },
        {
          id: 'd',
          text: 'A Lambda function that calls itself again every 15 minutes and continues in memory.',
        },
      ],
      correct: 'b',
      explanation:
        'A Lambda invocation can run for at most 15 minutes, and its memory does not survive between invocations. A scheduled container task has no such limit and you pay only while it runs. API Gateway requests time out long before 2 hours. (Splitting the work into small independent pieces would make Lambda an option again.)',
    },
    {
      key: 'amazon-web-services.multi-az-vs-replica',
      type: 'single_choice',
      topic: 'Databases and messaging',
      difficulty: 2,
      prompt:
        'You run PostgreSQL on Amazon RDS as a single instance. You want automatic failover if the instance or its Availability Zone fails, without changing the application’s connection string. What do you enable?',
      options: [
        {
          id: 'a',
          text: 'A Multi-AZ deployment, which keeps a synchronously replicated standby in another zone.',
        },
        { id: 'b', text: 'A read replica in another zone, which the application switches to by hand.' },
        { id: 'c', text: 'Automated backups with a 35-day retention period.' },
        { id: 'd', text: 'A larger instance class.' },
      ],
      correct: 'a',
      explanation:
        'Multi-AZ keeps a standby that receives every write synchronously; on failure RDS fails over and points the same DNS endpoint at the new primary. Read replicas replicate asynchronously and exist to scale reads; promoting one is a manual step with a new endpoint. Backups restore data but do not fail over.',
    },
    {
      key: 'amazon-web-services.s3-private-access',
      type: 'multiple_choice',
      topic: 'Storage with S3',
      difficulty: 2,
      prompt:
        'A bucket holds customers’ invoices. Customers download their own invoice from the web app. Which practices are appropriate? Choose all that apply.',
      options: [
        { id: 'a', text: 'Keep S3 Block Public Access turned on for the bucket.' },
        {
          id: 'b',
          text: 'Have the backend check the customer’s right to the invoice and return a short-lived presigned URL.',
        },
        {
          id: 'c',
          text: 'Add a bucket policy that denies requests where `aws:SecureTransport` is false.',
        },
        { id: 'd', text: 'Make the bucket public-read and rely on file names being hard to guess.' },
        { id: 'e', text: 'Put an IAM user’s access keys in the web app so browsers can download directly.' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'The bucket stays private; the backend authorises each download and signs a URL that expires in minutes; HTTPS is enforced by policy. Hard-to-guess names are not access control, and any key shipped to a browser is public.',
    },
    {
      key: 'amazon-web-services.sqs-visibility-timeout',
      type: 'single_choice',
      topic: 'Databases and messaging',
      difficulty: 2,
      prompt:
        'Workers take about 2 minutes to process a message from an SQS standard queue whose visibility timeout is 30 seconds. What will you observe?',
      options: [
        {
          id: 'a',
          text: 'After 30 seconds the message becomes visible again and another worker processes it too, so work is duplicated.',
        },
        { id: 'b', text: 'SQS deletes the message after 30 seconds, so some messages are lost.' },
        { id: 'c', text: 'The worker’s `DeleteMessage` call blocks until the timeout expires.' },
        { id: 'd', text: 'Nothing: the visibility timeout only applies to FIFO queues.' },
      ],
      correct: 'a',
      explanation:
        'Receiving a message hides it only for the visibility timeout. If it is not deleted in time, SQS delivers it again. Set the timeout above the normal processing time (or extend it with `ChangeMessageVisibility` while working), and make processing idempotent because standard queues deliver at least once anyway.',
    },
    {
      key: 'amazon-web-services.dynamodb-hot-partition',
      type: 'single_choice',
      topic: 'Databases and messaging',
      difficulty: 3,
      prompt:
        'A DynamoDB table of click events uses the event date (`2026-11-25`) as its partition key. During the day, writes are throttled although the table’s total capacity is far from used. Why, and what is the fix?',
      options: [
        {
          id: 'a',
          text: 'All of today’s writes share one partition key, so they hit one partition’s limit; use a high-cardinality key (for example the user or session id, or the date plus a shard suffix).',
        },
        { id: 'b', text: 'DynamoDB limits each table to one write per second per date.' },
        { id: 'c', text: 'The sort key is missing; adding any sort key spreads the writes.' },
        {
          id: 'd',
          text: 'On-demand capacity must be switched to provisioned capacity to remove throttling.',
        },
      ],
      correct: 'a',
      explanation:
        'Throughput is spread across partitions by partition key, and each partition has its own limit (around 1,000 write units per second). With the date as key, every write of the day goes to the same partition: a hot key. A key with many distinct values, or write sharding, spreads the load; a sort key alone does not change the partition.',
    },
    {
      key: 'amazon-web-services.nat-s3-cost',
      type: 'single_choice',
      topic: 'Availability and cost',
      difficulty: 3,
      prompt:
        'Batch jobs in private subnets copy several terabytes a day to and from S3 in the same Region, and the bill shows large NAT gateway data-processing charges. What is the simplest way to cut them?',
      options: [
        {
          id: 'a',
          text: 'Add an S3 gateway VPC endpoint and its route, so S3 traffic bypasses the NAT gateway.',
        },
        { id: 'b', text: 'Move the jobs to public subnets and give each instance an Elastic IP.' },
        { id: 'c', text: 'Add a second NAT gateway to share the traffic.' },
        { id: 'd', text: 'Turn on S3 Transfer Acceleration.' },
      ],
      correct: 'a',
      explanation:
        'A gateway endpoint for S3 adds a route that sends S3 traffic directly over the AWS network, and gateway endpoints have no hourly or per-gigabyte charge. Every byte through a NAT gateway is billed, so a second gateway doubles fixed costs without reducing data charges; Transfer Acceleration costs extra and is for long-distance uploads.',
    },
    {
      key: 'amazon-web-services.multi-az',
      type: 'single_choice',
      topic: 'Availability and cost',
      difficulty: 1,
      prompt: 'Why do you spread a service’s instances across at least two Availability Zones in a Region?',
      options: [
        {
          id: 'a',
          text: 'So that the failure of one zone (a power or network outage in its data centres) leaves the service running in the others.',
        },
        { id: 'b', text: 'Because traffic between zones is free, unlike traffic inside one zone.' },
        { id: 'c', text: 'To serve users on other continents with lower latency.' },
        { id: 'd', text: 'Because an EC2 instance can only run for 24 hours in one zone.' },
      ],
      correct: 'a',
      explanation:
        'Availability Zones are isolated groups of data centres within a Region, designed to fail independently. Spreading across them protects against a zone outage. Cross-zone traffic is in fact usually charged, and lower latency for distant users needs other Regions or a CDN.',
    },
    {
      key: 'amazon-web-services.object-storage',
      type: 'single_choice',
      topic: 'Storage with S3',
      difficulty: 1,
      practice: true,
      prompt: 'Which AWS service stores files as objects in buckets, reachable over HTTPS?',
      options: [
        { id: 'a', text: 'Amazon S3' },
        { id: 'b', text: 'Amazon EBS' },
        { id: 'c', text: 'Amazon RDS' },
        { id: 'd', text: 'Amazon SQS' },
      ],
      correct: 'a',
      explanation:
        'S3 is object storage: objects addressed by bucket and key through an HTTPS API. EBS provides block volumes attached to EC2 instances, RDS runs relational databases, and SQS is a message queue.',
    },

    // -------------------------------------------------------------- ordering
    {
      key: 'amazon-web-services.iam-evaluation-order',
      type: 'ordering',
      topic: 'IAM and access',
      difficulty: 2,
      prompt:
        'Put the steps of IAM policy evaluation for a request within one account in the order AWS applies them.',
      steps: [
        { id: 'a', text: 'The request starts out denied (implicit deny).' },
        { id: 'b', text: 'If any applicable policy has a matching explicit `Deny`, the request is denied.' },
        {
          id: 'c',
          text: 'Otherwise, if an applicable policy has a matching `Allow` (and no boundary or SCP withholds it), the request is allowed.',
        },
        { id: 'd', text: 'Otherwise the implicit deny stands and the request is denied.' },
      ],
      explanation:
        'Everything is denied by default. An explicit `Deny` is checked first and cannot be overridden. Only then does a matching `Allow` grant access, and with no `Allow` at all the default denial remains.',
    },
    {
      key: 'amazon-web-services.ecs-rolling-deploy',
      type: 'ordering',
      topic: 'Compute',
      difficulty: 2,
      prompt:
        'An ECS service behind an Application Load Balancer is updated with a rolling deployment. Put the steps in order for one batch of tasks.',
      steps: [
        { id: 'a', text: 'A new task definition revision with the new image tag is registered.' },
        { id: 'b', text: 'The service is updated to the new revision, and ECS starts new tasks.' },
        {
          id: 'c',
          text: 'The new tasks are registered in the target group and pass the load balancer’s health checks.',
        },
        {
          id: 'd',
          text: 'Old tasks are deregistered from the target group, and their in-flight requests drain.',
        },
        { id: 'e', text: 'The old tasks are stopped.' },
      ],
      explanation:
        'Capacity is added before it is removed: new tasks must be healthy behind the load balancer before old ones leave it. Deregistration stops new requests reaching the old tasks and waits for the deregistration delay so running requests finish; only then are they stopped.',
    },

    // ---------------------------------------------------------- short answer
    {
      key: 'amazon-web-services.policy-private-prefix',
      type: 'short_answer',
      topic: 'IAM and access',
      difficulty: 2,
      prompt: `This is the only policy that applies to the role (same account, no bucket policy, no boundaries or SCPs):

\`\`\`json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": "s3:GetObject",
      "Resource": "arn:aws:s3:::reports/*"
    },
    {
      "Effect": "Deny",
      "Action": "s3:*",
      "Resource": "arn:aws:s3:::reports/private/*"
    }
  ]
}
\`\`\`

The role calls \`s3:GetObject\` on \`arn:aws:s3:::reports/private/q3.pdf\`. Is the request allowed or denied?`,
      hint: 'Allow or Deny',
      maxLength: 10,
      answer: { mode: 'exact', accept: ['Deny', 'Denied'] },
      explanation:
        'Both statements match: `reports/*` covers the object and so does `reports/private/*`, with `s3:*` matching `GetObject`. An explicit `Deny` beats the `Allow`, so the request is denied.',
    },
    {
      key: 'amazon-web-services.policy-wildcard-action',
      type: 'short_answer',
      topic: 'IAM and access',
      difficulty: 3,
      prompt: `This is the only policy that applies to the role (same account, no bucket policy, no boundaries or SCPs):

\`\`\`json
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:Get*", "s3:List*"],
      "Resource": ["arn:aws:s3:::logs-archive", "arn:aws:s3:::logs-archive/*"]
    },
    {
      "Effect": "Deny",
      "Action": "s3:DeleteObject",
      "Resource": "*"
    }
  ]
}
\`\`\`

The role calls \`s3:GetObjectTagging\` on \`arn:aws:s3:::logs-archive/2026/01/app.log\`. Is the request allowed or denied?`,
      hint: 'Allow or Deny',
      maxLength: 10,
      answer: { mode: 'exact', accept: ['Allow', 'Allowed'] },
      explanation:
        '`s3:Get*` matches every action whose name starts with `Get`, including `GetObjectTagging`, and `logs-archive/*` matches the object. The `Deny` covers only `s3:DeleteObject`, which is not this action, so the request is allowed. Wildcard actions often grant more than intended, which is why they deserve care.',
    },
    {
      key: 'amazon-web-services.lambda-concurrency',
      type: 'short_answer',
      topic: 'Compute',
      difficulty: 2,
      prompt:
        'A Lambda function behind an API receives a steady 400 requests per second, and each invocation takes 250 ms on average. About how many concurrent executions does it need?',
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['100'] },
      explanation:
        'Concurrency is the arrival rate times the average duration: 400 per second × 0.25 seconds = 100 executions running at any moment. This is the number to compare with the account’s concurrency limit or a reserved concurrency setting.',
    },
    {
      key: 'amazon-web-services.az-failure-capacity',
      type: 'short_answer',
      topic: 'Availability and cost',
      difficulty: 3,
      prompt:
        'A service peaks at 2,400 requests per second, and one instance serves 300 requests per second at its target utilisation. Instances are spread evenly over 3 Availability Zones, and the service must still handle the peak if a whole zone is lost. What is the smallest total number of instances?',
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['12'] },
      explanation:
        'The peak needs 2,400 / 300 = 8 instances. If one zone fails, the other two must hold those 8, so each zone needs 4. With 3 zones that is 12 instances in total: running N zones for a one-zone loss needs N / (N − 1) of the bare capacity.',
    },
    {
      key: 'amazon-web-services.private-subnets',
      type: 'short_answer',
      topic: 'VPC networking',
      difficulty: 2,
      prompt:
        'A team puts its Application Load Balancer in public subnets and its application instances in private subnets. In one or two sentences, explain what this protects against and how the instances still work.',
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description:
              'The instances have no public address and cannot be reached directly from the internet, so the attack surface is smaller.',
            points: 1,
            anyOf: [
              'not reachable',
              'unreachable',
              'no public ip',
              'no public address',
              'not exposed',
              'attack surface',
              'directly',
              'from the internet',
            ],
          },
          {
            description:
              'The load balancer is the only way in (the instances’ security group admits only the ALB).',
            points: 1,
            anyOf: [
              'security group',
              'only the load balancer',
              'only the alb',
              'only entry',
              'single entry',
              'through the alb',
              'through the load balancer',
            ],
          },
          {
            description:
              'Outbound internet access, when needed, goes through a NAT gateway (or VPC endpoints).',
            points: 1,
            anyOf: ['nat', 'endpoint'],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'Instances in private subnets have no route from the internet, so nobody can connect to them directly; the load balancer is the single public entry, and their security group should admit traffic only from the load balancer’s security group. They still reach the internet for updates or external APIs through a NAT gateway, and AWS services through VPC endpoints.',
    },
    {
      key: 'amazon-web-services.alb-minimum-zones',
      type: 'short_answer',
      topic: 'Availability and cost',
      difficulty: 1,
      practice: true,
      prompt:
        'What is the minimum number of Availability Zones (subnets in different zones) you must choose when creating an Application Load Balancer?',
      hint: 'A number',
      maxLength: 10,
      answer: { mode: 'exact', accept: ['2', 'two'] },
      explanation:
        'An Application Load Balancer must be enabled in at least two Availability Zones, so that it stays available if one zone fails.',
    },
  ],
};
