import type { SeedCourse } from './types.ts';

export const DOCKER_COURSE: SeedCourse = {
  key: 'docker-for-developers',
  title: 'Docker for developers',
  summary:
    'Images, layers and the build cache, small and safe images with multi-stage builds, and local stacks with Compose.',
  description: `Docker packages an application with everything it needs to run, so it behaves the same on a laptop, in
CI and in production. This course explains what an image really is — a stack of cached layers — and how to write
Dockerfiles that build in seconds instead of minutes, produce small images and do not run as root.

It closes with Compose for running an app with its database locally. The exercise makes you predict, in code, which
build steps the cache can skip.

**You need:** comfort on the command line. Any language; the examples use Node.js.`,
  level: 'intermediate',
  skills: ['docker'],
  outcomes: [
    'Explain images, containers and layers',
    'Order Dockerfile instructions so the build cache does its job',
    'Write multi-stage builds that produce small images running as a non-root user',
    'Run an application and its database together with Compose',
  ],
  publishedDaysAgo: 8,
  modules: [
    {
      title: 'Images and layers',
      summary: 'What an image is and how the build cache decides what to rebuild.',
      lessons: [
        {
          kind: 'text',
          title: 'Images, containers and layers',
          minutes: 10,
          preview: true,
          body: `# Images, containers and layers

An **image** is a read-only template: a file system plus metadata (the command to run, environment variables, the
ports it listens on). A **container** is a running instance of an image with a thin writable layer on top. You can
start many containers from one image; deleting a container throws its writable layer away.

~~~bash
docker build -t shop-api:1.4.0 .          # make an image from the Dockerfile here
docker run -d -p 8080:3000 shop-api:1.4.0 # run it; host port 8080 → container port 3000
docker ps                                  # running containers
docker logs -f <container>                 # follow its output
~~~

## Layers

Each instruction in a Dockerfile that changes the file system (\`COPY\`, \`ADD\`, \`RUN\`) adds a **layer**. An image
is its base image's layers plus yours, stacked.

~~~dockerfile
FROM node:22-slim                 # the base image's layers
WORKDIR /app
COPY package.json package-lock.json ./   # layer: two files
RUN npm ci --omit=dev             # layer: node_modules
COPY . .                          # layer: your source
CMD ["node", "server.js"]         # metadata only
~~~

Layers are content-addressed and shared: ten images built on \`node:22-slim\` store its layers once, and pushing an
image uploads only the layers the registry does not have yet.

## Containers are disposable

Anything written inside a container is lost when it is removed. Keep state outside it:

- data in a **volume** (\`-v pgdata:/var/lib/postgresql/data\`) or a managed database;
- configuration in environment variables (\`-e DATABASE_URL=…\`);
- logs on standard output, collected by the platform.

Treat a container as something you can delete and recreate at any time — that is what makes deploys and scaling
simple.`,
        },
        {
          kind: 'video',
          title: 'How the build cache decides what to rebuild',
          minutes: 3,
          body: `Watch the clip, then read the notes.

## Notes

- Docker reuses a cached layer when the instruction is the same **and** everything before it was reused. For
  \`COPY\` and \`ADD\` it also compares a checksum of the files copied.
- The first step that misses the cache invalidates every step after it.
- So order instructions from **least** to **most** often changing: system packages, then dependency manifests and
  the install, then the source.

~~~dockerfile
# ✗ any source change reinstalls every dependency
COPY . .
RUN npm ci

# ✓ dependencies are reinstalled only when the lock file changes
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
~~~

- A \`.dockerignore\` keeps \`node_modules\`, \`.git\` and build output out of the context, so they neither slow the
  build nor invalidate \`COPY . .\`.`,
          clip: {
            title: 'The build cache',
            slides: [
              {
                seconds: 7,
                heading: 'Every instruction is a step',
                code: ['FROM node:22-slim', 'COPY . .', 'RUN npm ci', 'CMD ["node", "server.js"]'],
                captions: [
                  'Docker builds an image step by step, one instruction at a time.',
                  'It can reuse the result of a step from an earlier build: that is the build cache.',
                ],
              },
              {
                seconds: 8,
                heading: 'When is a step reused?',
                points: ['Same instruction', 'All earlier steps reused', 'COPY: same file contents'],
                captions: [
                  'A step is reused when its instruction is unchanged and every step before it was reused.',
                  'For COPY, Docker also checks a checksum of the files being copied.',
                ],
              },
              {
                seconds: 8,
                heading: 'One changed file…',
                code: ['COPY . .      ← server.js changed', 'RUN npm ci    ← rebuilt too!'],
                captions: [
                  'Here we change one line of server.js. COPY dot dot misses the cache.',
                  'And because every later step depends on it, npm ci runs again. Minutes lost for a one-line change.',
                ],
              },
              {
                seconds: 9,
                heading: 'Copy the manifests first',
                code: ['COPY package.json package-lock.json ./', 'RUN npm ci', 'COPY . .'],
                captions: [
                  'The fix: copy only the dependency manifests first, and install.',
                  'Then copy the rest of the source. Now a code change only rebuilds the last step.',
                ],
              },
              {
                seconds: 7,
                heading: 'Least to most often changed',
                points: [
                  'Base image and system packages',
                  'Dependency manifests + install',
                  'Your source code',
                ],
                captions: ['The rule: order steps from what changes least often to what changes most often.'],
              },
              {
                seconds: 6,
                heading: 'And add a .dockerignore',
                code: ['node_modules', '.git', 'dist'],
                captions: [
                  'Finally, a dockerignore file keeps node modules and git history out of the build context.',
                ],
              },
            ],
          },
        },
        {
          kind: 'quiz',
          title: 'Check yourself: images and the cache',
          minutes: 5,
          body: 'Four questions on layers and caching.',
          items: [
            {
              type: 'single_choice',
              prompt:
                'What happens to files a container writes outside any volume when the container is removed?',
              options: [
                'They are saved into the image',
                'They are lost',
                'They move to a volume automatically',
              ],
              correct: [1],
              explanation: 'The writable layer goes with the container. Keep state in volumes or services.',
            },
            {
              type: 'single_choice',
              prompt: 'A step misses the build cache. What happens to the steps after it?',
              options: [
                'They are still reused if unchanged',
                'They all run again',
                'Only RUN steps run again',
              ],
              correct: [1],
              explanation: 'Each layer builds on the previous one, so everything after a miss is rebuilt.',
            },
            {
              type: 'ordering',
              prompt: 'Order these Dockerfile steps so a source change does not reinstall dependencies:',
              steps: [
                'FROM node:22-slim',
                'COPY package.json package-lock.json ./',
                'RUN npm ci',
                'COPY . .',
              ],
              explanation: 'Manifests and install first, source last.',
            },
            {
              type: 'short_answer',
              prompt: 'Which file keeps `node_modules` and `.git` out of the build context?',
              accepted: ['.dockerignore', 'dockerignore'],
              explanation: '`.dockerignore` lists paths the build never sees.',
            },
          ],
        },
      ],
    },
    {
      title: 'Production-ready images',
      summary: 'Multi-stage builds, a non-root user, Compose — and an exercise on the cache.',
      lessons: [
        {
          kind: 'text',
          title: 'Multi-stage builds, non-root users and Compose',
          minutes: 15,
          body: `# Multi-stage builds, non-root users and Compose

## Multi-stage builds

Building needs compilers, dev dependencies and source; running needs only the output. A multi-stage Dockerfile
builds in one stage and copies just the result into a small final one:

~~~dockerfile
FROM node:22-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:22-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
USER node
EXPOSE 3000
CMD ["node", "dist/server.js"]
~~~

The final image has no TypeScript compiler, no test tools and no source — smaller to ship, less to attack.

## Do not run as root

By default a container's process runs as root. If it is compromised, root inside the container makes escaping or
damaging mounted files easier. Official images often ship a user (\`node\` above); otherwise create one:

~~~dockerfile
RUN useradd --system --uid 10001 app
USER app
~~~

## Use exact base images

\`FROM node:latest\` changes under you. Pin a version (\`node:22.11-slim\`) or even a digest, and update on purpose.

## Compose: the app with its database

~~~yaml
# compose.yaml
services:
  api:
    build: .
    ports: ["8080:3000"]
    environment:
      DATABASE_URL: postgres://app:secret@db:5432/app
    depends_on:
      db:
        condition: service_healthy
  db:
    image: postgres:17
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: secret
    volumes: [pgdata:/var/lib/postgresql/data]
    healthcheck:
      test: ["CMD", "pg_isready", "-U", "app"]
      interval: 2s
volumes:
  pgdata:
~~~

\`docker compose up --build\` starts both on a private network where the API reaches the database by its service
name, \`db\`. The named volume keeps the data between runs; \`docker compose down -v\` deletes it.`,
        },
        {
          kind: 'exercise',
          title: 'Exercise: which steps rebuild?',
          minutes: 25,
          body: `Simulate the build cache. Given the steps of a Dockerfile and the files changed since the last build, find
the first \`COPY\` or \`ADD\` that copies a changed file — that step and every step after it rebuild. Parse each
step's sources carefully: flags start with \`--\`, the last argument is the destination.`,
          item: {
            key: 'course.docker.rebuilt-steps',
            type: 'coding',
            topic: 'Build cache',
            difficulty: 2,
            title: 'Which steps rebuild?',
            prompt: `Write \`rebuiltSteps(steps, changed)\` (Python: \`rebuilt_steps(steps, changed)\`). \`steps\` are the
Dockerfile's instructions in order, one string each (\`"COPY package.json ./"\`, \`"RUN npm ci"\`); \`changed\` lists
the paths of the files changed since the last build, relative to the build context (\`"src/server.js"\`).

A \`COPY\` or \`ADD\` step misses the cache when one of its **sources** matches a changed file. Its arguments are split
on spaces; arguments starting with \`--\` are flags and are ignored; the last remaining argument is the destination;
the others are sources. A source matches a file when:

- it is \`.\` or \`./\` (the whole context), or
- it equals the file's path, or
- it names a directory containing the file: the path starts with the source followed by \`/\` (a trailing \`/\` on the
  source is ignored).

Other instructions never miss on their own. Return the 0-based indexes of the steps that rebuild: the first step
that misses and every step after it, or \`[]\` when every step is reused. Instruction names may be in any case.

~~~js
rebuiltSteps(
  ['FROM node:22-slim', 'COPY package.json ./', 'RUN npm ci', 'COPY src ./src', 'CMD ["node", "src/server.js"]'],
  ['src/server.js'],
); // [3, 4]
~~~`,
            explanation:
              'Walk the steps in order; for each COPY or ADD, drop the flags, take all but the last argument as sources, and test each changed path against each source. The first match gives the start index; every index from there to the end rebuilds.',
            languages: ['javascript', 'typescript', 'python'],
            entry: { javascript: 'rebuiltSteps', typescript: 'rebuiltSteps', python: 'rebuilt_steps' },
            starter: {
              javascript: `/**
 * @param {string[]} steps
 * @param {string[]} changed
 * @returns {number[]}
 */
function rebuiltSteps(steps, changed) {
  // Find the first COPY or ADD with a source matching a changed file; it and every later step rebuild.
}
`,
              typescript: `function rebuiltSteps(steps: string[], changed: string[]): number[] {
  // Find the first COPY or ADD with a source matching a changed file; it and every later step rebuild.
  return [];
}
`,
              python: `def rebuilt_steps(steps: list[str], changed: list[str]) -> list[int]:
    # Find the first COPY or ADD with a source matching a changed file; it and every later step rebuild.
    pass
`,
            },
            samples: [
              {
                name: 'a source change',
                args: [
                  [
                    'FROM node:22-slim',
                    'COPY package.json ./',
                    'RUN npm ci',
                    'COPY src ./src',
                    'CMD ["node", "src/server.js"]',
                  ],
                  ['src/server.js'],
                ],
                expected: [3, 4],
              },
              {
                name: 'nothing changed',
                args: [['FROM node:22-slim', 'COPY . .', 'RUN npm run build'], []],
                expected: [],
              },
            ],
            hidden: [
              {
                name: 'the lock file changes: install and everything after',
                args: [
                  [
                    'FROM node:22-slim',
                    'WORKDIR /app',
                    'COPY package.json package-lock.json ./',
                    'RUN npm ci',
                    'COPY . .',
                    'RUN npm run build',
                  ],
                  ['package-lock.json'],
                ],
                expected: [2, 3, 4, 5],
              },
              {
                name: 'COPY . . matches any file',
                args: [
                  ['FROM python:3.12', 'RUN pip install uv', 'COPY . .', 'CMD ["python", "app.py"]'],
                  ['docs/x.md'],
                ],
                expected: [2, 3],
              },
              {
                name: './ counts as the whole context',
                args: [['FROM alpine', 'COPY ./ /srv/'], ['a.txt']],
                expected: [1],
              },
              {
                name: 'flags are not sources',
                args: [
                  ['FROM node:22-slim', 'COPY --chown=node:node --link package.json ./', 'RUN npm ci'],
                  ['--chown=node:node'],
                ],
                expected: [],
              },
              {
                name: 'a directory source with a trailing slash',
                args: [['FROM node:22-slim', 'COPY config/ ./config/', 'RUN echo ok'], ['config/app.json']],
                expected: [1, 2],
              },
              {
                name: 'a prefix that is not a directory does not match',
                args: [['FROM node:22-slim', 'COPY src ./src', 'RUN echo ok'], ['src-old/x.js']],
                expected: [],
              },
              {
                name: 'the destination is not a source',
                args: [['FROM node:22-slim', 'COPY app.js server.js', 'RUN echo ok'], ['server.js']],
                expected: [],
              },
              {
                name: 'ADD counts like COPY, in any case',
                args: [
                  ['FROM alpine', 'run apk add curl', 'add vendor.tar.gz /opt/', 'copy main.sh /usr/bin/'],
                  ['vendor.tar.gz'],
                ],
                expected: [2, 3],
              },
              {
                name: 'RUN never misses on its own',
                args: [['FROM alpine', 'RUN echo src/main.c', 'COPY Makefile ./'], ['src/main.c']],
                expected: [],
              },
              {
                name: 'the first match wins among several',
                args: [
                  [
                    'FROM golang:1.23',
                    'COPY go.mod go.sum ./',
                    'RUN go mod download',
                    'COPY . .',
                    'RUN go build ./...',
                  ],
                  ['main.go', 'go.sum'],
                ],
                expected: [1, 2, 3, 4],
              },
            ],
            reference: {
              javascript: `function rebuiltSteps(steps, changed) {
  const matches = (source, file) => {
    if (source === '.' || source === './') return true;
    const dir = source.endsWith('/') ? source.slice(0, -1) : source;
    return file === dir || file.startsWith(dir + '/');
  };
  for (let i = 0; i < steps.length; i++) {
    const [instruction, ...args] = steps[i].trim().split(/\\s+/);
    if (!['COPY', 'ADD'].includes(instruction.toUpperCase())) continue;
    const sources = args.filter((a) => !a.startsWith('--')).slice(0, -1);
    if (sources.some((s) => changed.some((f) => matches(s, f)))) {
      return Array.from({ length: steps.length - i }, (_, k) => i + k);
    }
  }
  return [];
}
`,
              typescript: `function rebuiltSteps(steps: string[], changed: string[]): number[] {
  const matches = (source: string, file: string) => {
    if (source === '.' || source === './') return true;
    const dir = source.endsWith('/') ? source.slice(0, -1) : source;
    return file === dir || file.startsWith(dir + '/');
  };
  for (let i = 0; i < steps.length; i++) {
    const [instruction = '', ...args] = steps[i]!.trim().split(/\\s+/);
    if (!['COPY', 'ADD'].includes(instruction.toUpperCase())) continue;
    const sources = args.filter((a) => !a.startsWith('--')).slice(0, -1);
    if (sources.some((s) => changed.some((f) => matches(s, f)))) {
      return Array.from({ length: steps.length - i }, (_, k) => i + k);
    }
  }
  return [];
}
`,
              python: `def rebuilt_steps(steps, changed):
    def matches(source, path):
        if source in (".", "./"):
            return True
        directory = source[:-1] if source.endswith("/") else source
        return path == directory or path.startswith(directory + "/")

    for i, step in enumerate(steps):
        instruction, *args = step.split()
        if instruction.upper() not in ("COPY", "ADD"):
            continue
        sources = [a for a in args if not a.startswith("--")][:-1]
        if any(matches(s, f) for s in sources for f in changed):
            return list(range(i, len(steps)))
    return []
`,
            },
          },
        },
        {
          kind: 'quiz',
          title: 'Final quiz: Docker for developers',
          minutes: 10,
          isFinal: true,
          body: 'Seven questions across the course. Pass with 70 % to earn the certificate.',
          items: [
            {
              type: 'single_choice',
              prompt: 'What is the difference between an image and a container?',
              options: [
                'They are the same thing',
                'An image is a read-only template; a container is a running instance of it with a writable layer',
                'A container is a compressed image',
              ],
              correct: [1],
              explanation: 'Many containers can run from one image.',
            },
            {
              type: 'single_choice',
              prompt: 'What does a multi-stage build give you?',
              options: [
                'Parallel builds on several machines',
                'A final image with only what the app needs to run, without build tools and sources',
                'Automatic security updates',
              ],
              correct: [1],
              explanation: 'Build in one stage, copy the output into a slim final stage.',
            },
            {
              type: 'multiple_choice',
              prompt: 'Which make an image safer to run in production?',
              options: [
                'A `USER` instruction so the process does not run as root',
                '`FROM node:latest`',
                'Leaving build tools out of the final stage',
                'A pinned base image version',
              ],
              correct: [0, 2, 3],
              explanation: '`latest` changes under you; pin versions and update on purpose.',
            },
            {
              type: 'single_choice',
              prompt: 'In Compose, how does the `api` service reach the `db` service?',
              options: [
                'Through localhost',
                'By the service name `db` on the Compose network',
                'Only through a published port',
              ],
              correct: [1],
              explanation: 'Compose puts services on a network where each is reachable by its name.',
            },
            {
              type: 'single_choice',
              prompt: 'Where should a containerised database keep its data?',
              options: ['In the container\u2019s writable layer', 'In a named volume', 'In the image'],
              correct: [1],
              explanation: 'Volumes outlive containers.',
            },
            {
              type: 'ordering',
              prompt: 'Order a Node.js Dockerfile for the best use of the cache:',
              steps: [
                'FROM node:22-slim',
                'COPY package.json package-lock.json ./',
                'RUN npm ci',
                'COPY . .',
                'RUN npm run build',
              ],
              explanation: 'Least often changed first.',
            },
            {
              type: 'short_answer',
              prompt: 'Which Compose command stops the stack and also deletes its named volumes?',
              accepted: ['docker compose down -v', 'docker-compose down -v', 'compose down -v', 'down -v'],
              explanation: '`down` removes containers and networks; `-v` removes the volumes too.',
            },
          ],
        },
      ],
    },
  ],
};
