import type { BankTest } from './types.ts';

export const DOCKER_TEST: BankTest = {
  slug: 'docker',
  skillSlug: 'docker',
  title: 'Docker',
  category: 'cloud',
  summary:
    'Images, layers and build caching, container runtime, networking, volumes and safe production images.',
  description: `Checks the Docker you use to build and run services: how images and layers work and what makes them large, writing Dockerfiles that cache well, multi-stage builds, how containers start and stop, networking and published ports, volumes, Compose, and security basics.

Several questions show a Dockerfile or a Compose file and ask you to work out the result: the image size, the layer count, what a command prints, which address reaches which service. Kubernetes and other orchestrators are not covered.`,
  timeLimitMinutes: 30,
  topics: [
    'Images and layers',
    'Dockerfiles and build cache',
    'Running containers',
    'Networking',
    'Volumes and Compose',
    'Security and production',
  ],
  blueprint: { choice: 6, ordering: 1, shortAnswer: 3, coding: 0 },
  items: [
    // ---------------------------------------------------------------- choice
    {
      key: 'docker.image-vs-container',
      type: 'single_choice',
      topic: 'Images and layers',
      difficulty: 1,
      prompt: 'Which sentence best describes the relation between an image and a container?',
      options: [
        {
          id: 'a',
          text: 'An image is a read-only stack of layers plus configuration; a container is a running (or stopped) instance of it with its own writable layer.',
        },
        { id: 'b', text: 'An image is a container that has been stopped.' },
        { id: 'c', text: 'A container is a compressed image that is downloaded from a registry.' },
        { id: 'd', text: 'Each container gets its own full copy of the image files on disk.' },
      ],
      correct: 'a',
      explanation:
        'Images are immutable and shared: many containers can start from the same image, each adding only a thin writable layer on top. Changes made inside a container live in that layer and disappear with the container unless they go to a volume.',
    },
    {
      key: 'docker.dependency-cache',
      type: 'single_choice',
      topic: 'Dockerfiles and build cache',
      difficulty: 2,
      prompt: `Why is the first Dockerfile usually faster to rebuild than the second after you edit one source file?

\`\`\`dockerfile
# First
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
\`\`\`

\`\`\`dockerfile
# Second
COPY . .
RUN npm ci
\`\`\``,
      options: [
        {
          id: 'a',
          text: 'In the first, the `npm ci` layer depends only on the two manifest files, so its cache is reused when just source files change.',
        },
        { id: 'b', text: '`npm ci` runs in parallel with `COPY` in the first version.' },
        { id: 'c', text: 'The second version downloads the base image again on every build.' },
        { id: 'd', text: 'There is no difference: Docker caches `RUN` steps by their command text only.' },
      ],
      correct: 'a',
      explanation:
        'A `COPY` step’s cache key includes the checksums of the copied files, and once one step misses the cache, every later step is rebuilt. Copying the whole tree first means any edit invalidates the install; copying only the manifests first keeps the slow install cached until dependencies change.',
    },
    {
      key: 'docker.run-vs-cmd',
      type: 'single_choice',
      topic: 'Dockerfiles and build cache',
      difficulty: 1,
      prompt: 'What is the difference between `RUN` and `CMD` in a Dockerfile?',
      options: [
        {
          id: 'a',
          text: '`RUN` executes while the image is built and saves the result as a layer; `CMD` sets the default command run when a container starts.',
        },
        {
          id: 'b',
          text: '`RUN` starts the container; `CMD` runs a command inside an already running container.',
        },
        { id: 'c', text: 'They are the same; `CMD` is the older name.' },
        { id: 'd', text: '`RUN` is for shell commands and `CMD` for binaries; both run at build time.' },
      ],
      correct: 'a',
      explanation:
        '`RUN apt-get install …` happens at build time and its file changes become part of the image. `CMD` is only recorded in the image configuration and runs each time a container starts, unless `docker run` overrides it.',
    },
    {
      key: 'docker.networking-facts',
      type: 'multiple_choice',
      topic: 'Networking',
      difficulty: 2,
      prompt:
        'Two services, `web` and `api`, run from the same `compose.yaml` on the default network Compose creates. Which statements are true? Choose all that apply.',
      options: [
        { id: 'a', text: '`web` can reach `api` by the host name `api`.' },
        {
          id: 'b',
          text: 'Inside the `web` container, `localhost` refers to the `web` container itself, not to the host.',
        },
        {
          id: 'c',
          text: '`ports: ["8080:80"]` on `web` makes its port 80 reachable on port 8080 of the host.',
        },
        { id: 'd', text: '`EXPOSE 80` in the Dockerfile publishes port 80 on the host by itself.' },
      ],
      correct: ['a', 'b', 'c'],
      explanation:
        'Compose puts the services on a user-defined network with built-in DNS, so service names resolve to containers. Each container has its own network namespace, so `localhost` is the container. Publishing (`ports`, `-p host:container`) maps a host port; `EXPOSE` is documentation and metadata and publishes nothing on its own.',
    },
    {
      key: 'docker.container-data-loss',
      type: 'single_choice',
      topic: 'Volumes and Compose',
      difficulty: 1,
      prompt:
        'A PostgreSQL container was started without any volume. After `docker rm -f db` and starting a new container from the same image, the data is gone. What should have been done?',
      options: [
        { id: 'a', text: 'Mount a named volume (or a bind mount) at the database’s data directory.' },
        {
          id: 'b',
          text: 'Use `docker stop` instead of `docker rm`, because `stop` saves the data into the image.',
        },
        { id: 'c', text: 'Add `VOLUME` handling by running `docker commit` after every write.' },
        { id: 'd', text: 'Nothing: databases cannot be run in containers.' },
      ],
      correct: 'a',
      explanation:
        'Files written inside a container live in its writable layer, which is removed with the container. A named volume such as `-v pgdata:/var/lib/postgresql/data` lives independently and is attached again to the new container. `docker stop` keeps the layer only until the container is removed, and committing images is not a way to store data.',
    },
    {
      key: 'docker.multi-stage',
      type: 'single_choice',
      topic: 'Images and layers',
      difficulty: 2,
      prompt: `What does the final image of this build contain?

\`\`\`dockerfile
FROM golang:1.23 AS build
WORKDIR /src
COPY . .
RUN CGO_ENABLED=0 go build -o /out/server ./cmd/server

FROM gcr.io/distroless/static-debian12
COPY --from=build /out/server /server
ENTRYPOINT ["/server"]
\`\`\``,
      options: [
        { id: 'a', text: 'The distroless base layers and the compiled `server` binary only.' },
        { id: 'b', text: 'The Go toolchain, the source code and the binary.' },
        { id: 'c', text: 'Both base images, merged.' },
        { id: 'd', text: 'The source code only; it is compiled when the container starts.' },
      ],
      correct: 'a',
      explanation:
        'Only the last stage becomes the image. The `build` stage is used during the build and then discarded; `COPY --from=build` brings across just the file named. The result is a small image without a compiler, shell or source code.',
    },
    {
      key: 'docker.security-facts',
      type: 'multiple_choice',
      topic: 'Security and production',
      difficulty: 3,
      prompt: 'Which statements about securing images and containers are true? Choose all that apply.',
      options: [
        {
          id: 'a',
          text: 'Running the process as a non-root `USER` limits the damage if the application is compromised.',
        },
        {
          id: 'b',
          text: 'A secret passed with `--build-arg` and used in a `RUN` step can be read from the image history.',
        },
        {
          id: 'c',
          text: 'Deleting a secret file with `RUN rm` in a later step removes it from the image.',
        },
        {
          id: 'd',
          text: 'Referring to the base image by digest (`@sha256:…`) makes builds start from the same bytes every time.',
        },
        { id: 'e', text: '`--privileged` is a reasonable default for web applications.' },
      ],
      correct: ['a', 'b', 'd'],
      explanation:
        'Non-root users reduce what an attacker can do. Build arguments are recorded in the image metadata (`docker history`), so use BuildKit secret mounts (`RUN --mount=type=secret`) instead. Layers are additive: a later `rm` hides the file but the earlier layer still contains it. Digests pin exact content, unlike tags. `--privileged` gives the container almost full access to the host.',
    },
    {
      key: 'docker.unhealthy-not-restarted',
      type: 'single_choice',
      topic: 'Running containers',
      difficulty: 3,
      prompt:
        'A container started with plain `docker run --restart unless-stopped` has a `HEALTHCHECK` and is now reported as `unhealthy`. What does Docker Engine (without Swarm) do?',
      options: [
        { id: 'a', text: 'It restarts the container at once.' },
        {
          id: 'b',
          text: 'It only marks the container as unhealthy; the restart policy acts when the main process exits, not on a failed health check.',
        },
        { id: 'c', text: 'It stops the container and removes it.' },
        { id: 'd', text: 'It pulls the image again and recreates the container.' },
      ],
      correct: 'b',
      explanation:
        'The health status is information for people and tools (`docker ps`, Compose’s `depends_on: condition: service_healthy`, orchestrators such as Swarm that replace unhealthy tasks). Docker Engine’s restart policies react only to the container exiting, so an unhealthy but running process keeps running until something else acts.',
    },
    {
      key: 'docker.dockerignore',
      type: 'single_choice',
      topic: 'Dockerfiles and build cache',
      difficulty: 1,
      prompt: 'What does a `.dockerignore` file do?',
      options: [
        {
          id: 'a',
          text: 'It keeps matching files out of the build context, so they are not sent to the builder or copied by `COPY . .`.',
        },
        { id: 'b', text: 'It lists containers that `docker ps` should not show.' },
        { id: 'c', text: 'It deletes matching files from the image after the build.' },
        { id: 'd', text: 'It tells Docker which images never to pull again.' },
      ],
      correct: 'a',
      explanation:
        'Excluding `node_modules`, `.git`, build output and local `.env` files makes the context smaller, keeps the cache stable and keeps secrets out of the image.',
    },
    {
      key: 'docker.depends-on-ready',
      type: 'single_choice',
      topic: 'Volumes and Compose',
      difficulty: 2,
      prompt: `With this Compose file, the \`api\` sometimes crashes at start-up with "connection refused" to the database. Why?

\`\`\`yaml
services:
  api:
    build: .
    depends_on:
      - db
  db:
    image: postgres:16
\`\`\``,
      options: [
        {
          id: 'a',
          text: 'Short-form `depends_on` only orders container start-up; it does not wait until PostgreSQL accepts connections.',
        },
        { id: 'b', text: '`depends_on` starts `db` after `api`.' },
        { id: 'c', text: 'Services in one Compose file cannot talk to each other without `links`.' },
        { id: 'd', text: 'PostgreSQL needs a published port before other containers can connect.' },
      ],
      correct: 'a',
      explanation:
        'Compose starts the `db` container first, but PostgreSQL needs a few seconds to initialise. Give `db` a `healthcheck` (for example `pg_isready`) and use `depends_on: db: condition: service_healthy`; the application should also retry its connection.',
    },
    {
      key: 'docker.bind-localhost',
      type: 'single_choice',
      topic: 'Networking',
      difficulty: 2,
      prompt:
        'A Node.js server in a container listens on `127.0.0.1:3000`. It was started with `docker run -p 3000:3000 app`, but `curl http://localhost:3000` on the host fails with a reset connection. What is the fix?',
      options: [
        { id: 'a', text: 'Make the server listen on `0.0.0.0` (all interfaces) inside the container.' },
        { id: 'b', text: 'Add `EXPOSE 3000` to the Dockerfile.' },
        { id: 'c', text: 'Use `-p 127.0.0.1:3000:3000` so the addresses match.' },
        { id: 'd', text: 'Run the container with `--privileged`.' },
      ],
      correct: 'a',
      explanation:
        'Published traffic arrives on the container’s network interface, not on its loopback interface, so a server bound to `127.0.0.1` inside the container never sees it. Listening on `0.0.0.0` fixes it. The `-p 127.0.0.1:…` form restricts which *host* address is published, which is a different thing.',
    },
    {
      key: 'docker.ps-all',
      type: 'single_choice',
      topic: 'Running containers',
      difficulty: 1,
      practice: true,
      prompt:
        'A container exited a minute ago and `docker ps` does not list it. Which command shows it with its exit status?',
      options: [
        { id: 'a', text: '`docker ps -a`' },
        { id: 'b', text: '`docker images`' },
        { id: 'c', text: '`docker ps --latest-only`' },
        { id: 'd', text: '`docker stats`' },
      ],
      correct: 'a',
      explanation:
        '`docker ps` lists running containers only; `-a` (`--all`) includes stopped ones with a status such as `Exited (1) 1 minute ago`. `docker logs <name>` then shows why it stopped.',
    },

    // -------------------------------------------------------------- ordering
    {
      key: 'docker.run-sequence',
      type: 'ordering',
      topic: 'Running containers',
      difficulty: 2,
      prompt:
        'The image `nginx:1.27` is not on the machine yet. Put what happens during `docker run -d -p 8080:80 nginx:1.27` in order.',
      steps: [
        { id: 'a', text: 'The tag is resolved and the missing layers are pulled from the registry.' },
        {
          id: 'b',
          text: 'The container is created: a writable layer on top of the image layers, plus its configuration.',
        },
        {
          id: 'c',
          text: 'The container is connected to the default bridge network and host port 8080 is mapped to port 80.',
        },
        { id: 'd', text: 'The image’s command starts as the container’s main process.' },
        {
          id: 'e',
          text: 'The container ID is printed and the command returns, leaving the container running.',
        },
      ],
      explanation:
        'An image must be present before a container can be created from it. Creating sets up the filesystem and configuration; starting attaches the network and port mapping and then launches the main process. With `-d` the client prints the ID once the container has started.',
    },
    {
      key: 'docker.dockerfile-order',
      type: 'ordering',
      topic: 'Dockerfiles and build cache',
      difficulty: 2,
      prompt:
        'Put these Dockerfile lines for a Node.js service in the order that builds correctly and reuses the cached dependency install when only source files change.',
      steps: [
        { id: 'a', text: '`FROM node:22-slim`' },
        { id: 'b', text: '`WORKDIR /app`' },
        { id: 'c', text: '`COPY package.json package-lock.json ./`' },
        { id: 'd', text: '`RUN npm ci --omit=dev`' },
        { id: 'e', text: '`COPY . .`' },
        { id: 'f', text: '`CMD ["node", "server.js"]`' },
      ],
      explanation:
        '`FROM` comes first and `WORKDIR` before anything that copies into `./`. The manifests and install come before the rest of the source so that source edits do not invalidate the install layer. The start command goes last by convention.',
    },

    // ---------------------------------------------------------- short answer
    {
      key: 'docker.image-size-deleted-archive',
      type: 'short_answer',
      topic: 'Images and layers',
      difficulty: 2,
      prompt: `The base image is 75 MB, \`app.tar.gz\` is 200 MB, and it unpacks to 500 MB of files.

\`\`\`dockerfile
FROM debian:12-slim
COPY app.tar.gz /tmp/
RUN tar -xzf /tmp/app.tar.gz -C /opt && rm /tmp/app.tar.gz
CMD ["/opt/app/bin/server"]
\`\`\`

Ignoring compression and metadata, about how many MB is the final image?`,
      hint: 'A number of MB',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['775', '775 mb', '775mb'] },
      explanation:
        'Each `COPY` and `RUN` adds a layer, and layers only add. The `COPY` layer keeps the 200 MB archive for ever; the `rm` in the next layer only hides it. So the image is 75 + 200 + 500 = 775 MB. Downloading and unpacking in a single `RUN` (or using a build stage) would leave 575 MB.',
    },
    {
      key: 'docker.multi-stage-layer-count',
      type: 'short_answer',
      topic: 'Images and layers',
      difficulty: 2,
      prompt: `\`alpine:3.20\` consists of 1 layer. In this build, \`RUN\`, \`COPY\` and \`ADD\` each add one layer, and every other instruction changes only the image configuration.

\`\`\`dockerfile
FROM golang:1.23 AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=0 go build -o /out/server ./cmd/server

FROM alpine:3.20
RUN apk add --no-cache ca-certificates
COPY --from=build /out/server /usr/local/bin/server
USER 65534
EXPOSE 8080
ENTRYPOINT ["/usr/local/bin/server"]
\`\`\`

How many layers does the final image have?`,
      hint: 'A number',
      maxLength: 20,
      answer: { mode: 'exact', accept: ['3'] },
      explanation:
        'Only the last stage is the image: alpine’s 1 layer, plus one for `RUN apk add` and one for `COPY --from=build`, makes 3. `USER`, `EXPOSE` and `ENTRYPOINT` are configuration, and nothing from the `golang` stage is kept except the copied binary.',
    },
    {
      key: 'docker.entrypoint-cmd-args',
      type: 'short_answer',
      topic: 'Running containers',
      difficulty: 2,
      prompt: `An image called \`greeter\` is built from:

\`\`\`dockerfile
FROM alpine:3.20
ENTRYPOINT ["echo", "hello"]
CMD ["world"]
\`\`\`

What does this command print?

\`\`\`bash
docker run --rm greeter there
\`\`\``,
      hint: 'The exact output',
      maxLength: 40,
      answer: { mode: 'exact', accept: ['hello there'] },
      explanation:
        '`CMD` supplies default arguments to the exec-form `ENTRYPOINT`. Arguments after the image name replace `CMD` (not `ENTRYPOINT`), so the container runs `echo hello there`. Without arguments it would print `hello world`.',
    },
    {
      key: 'docker.compose-service-address',
      type: 'short_answer',
      topic: 'Networking',
      difficulty: 3,
      prompt: `\`\`\`yaml
services:
  api:
    build: .
    ports:
      - "8081:3000"
  db:
    image: postgres:16
    ports:
      - "15432:5432"
\`\`\`

Code running inside the \`api\` container connects to PostgreSQL. Which \`host:port\` should it use?`,
      hint: 'host:port',
      maxLength: 60,
      answer: { mode: 'exact', accept: ['db:5432'] },
      explanation:
        'Containers on the same Compose network reach each other by service name on the *container* port: `db:5432`. Port 15432 is the mapping on the host, for tools running outside Docker, and `localhost` inside `api` is the `api` container itself.',
    },
    {
      key: 'docker.slow-stop-signals',
      type: 'short_answer',
      topic: 'Running containers',
      difficulty: 3,
      prompt: `A service's image ends with \`CMD node server.js\`. Every \`docker stop\` takes exactly 10 seconds, and the application's \`SIGTERM\` handler, which closes connections cleanly, never runs. In one or two sentences, explain why and how to fix it.`,
      hint: 'One or two sentences',
      maxLength: 600,
      answer: {
        mode: 'rubric',
        criteria: [
          {
            description:
              'Cause: the shell form runs the app under /bin/sh as PID 1, which does not pass SIGTERM on to node.',
            points: 1,
            anyOf: ['shell', '/bin/sh', 'sh -c', 'pid 1', 'forward', 'pass the signal', 'does not receive'],
          },
          {
            description:
              'Docker then waits for the 10-second grace period and kills the container with SIGKILL.',
            points: 1,
            anyOf: ['sigkill', 'kill', 'grace', 'timeout', '10 seconds'],
          },
          {
            description:
              'Fix: use the exec form CMD ["node", "server.js"] (or exec / an init such as --init, tini).',
            points: 1,
            anyOf: ['exec form', '["node"', 'json', 'exec ', '--init', 'tini', 'dumb-init'],
          },
        ],
        fullCreditAt: 2,
      },
      explanation:
        'The shell form wraps the command in `/bin/sh -c`, so the shell is PID 1 and receives `SIGTERM`, and it does not forward it to `node`. After the grace period Docker sends `SIGKILL`. Use the exec form, `CMD ["node", "server.js"]`, so `node` is PID 1 and receives the signal (and consider `--init` so a minimal init reaps child processes).',
    },
    {
      key: 'docker.published-port',
      type: 'short_answer',
      topic: 'Networking',
      difficulty: 1,
      practice: true,
      prompt: `After running the command below, which port do you open on the host, in \`http://localhost:PORT\`, to see nginx's page?

\`\`\`bash
docker run -d -p 8088:80 nginx:1.27
\`\`\``,
      hint: 'A port number',
      maxLength: 10,
      answer: { mode: 'exact', accept: ['8088'] },
      explanation:
        '`-p HOST:CONTAINER` maps host port 8088 to port 80 inside the container, where nginx listens. From the host you use 8088.',
    },
  ],
};
