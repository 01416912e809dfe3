/**
 * The skills taxonomy: `Name|alias, alias` per line, grouped by category. Slugs derive from the name, so a rename
 * here is a new skill; aliases are what people type ("JS", "Postgres", "k8s").
 */
const taxonomy: Record<string, string> = {
  Languages: `
JavaScript|JS, ECMAScript, ES6
TypeScript|TS
Python|Py, Python3
Java|J2EE, JDK
Kotlin|KT
Scala
Go|Golang
Rust|Rustlang
C|ANSI C
C++|CPP, Cplusplus
C#|CSharp, C Sharp
F#|FSharp
Ruby|RB
PHP
Swift
Objective-C|ObjC
Dart
Elixir
Erlang
Haskell
Clojure
OCaml
R|R language, RStats
Julia
MATLAB
Perl
Lua
Groovy
Visual Basic .NET|VB.NET
Bash|Shell scripting, sh
PowerShell|pwsh
SQL|Structured Query Language
PL/SQL|PLSQL
T-SQL|TSQL
Solidity
Zig
Nim
Fortran
COBOL
Assembly|ASM
WebAssembly|Wasm
Elm
GraphQL|GQL`,
  Frontend: `
React|ReactJS, React.js
Next.js|NextJS, Next
Vue.js|Vue, VueJS
Nuxt|NuxtJS, Nuxt.js
Angular|AngularJS, Angular 2
Svelte|SvelteKit
SolidJS|Solid
Remix
Astro
Ember.js|Ember
Backbone.js|Backbone
jQuery
HTML|HTML5
CSS|CSS3
Sass|SCSS
Less
Tailwind CSS|Tailwind, TailwindCSS
Bootstrap
Material UI|MUI
Styled Components|styled-components
Redux|Redux Toolkit, RTK
MobX
Zustand
TanStack Query|React Query
Webpack
Vite|ViteJS
esbuild
Storybook
Three.js|ThreeJS
D3.js|D3
WebGL
Accessibility|a11y, WCAG
Web Performance|Core Web Vitals
Progressive Web Apps|PWA
Web Components|Custom Elements`,
  Backend: `
Node.js|Node, NodeJS
Express|Express.js, ExpressJS
Fastify
NestJS|Nest
Koa
Deno
Bun
Django
Flask
FastAPI
Celery
Ruby on Rails|Rails, RoR
Sinatra
Laravel
Symfony
Spring Boot|Spring, SpringBoot
Quarkus
Micronaut
Hibernate|JPA
ASP.NET Core|ASP.NET, .NET Core
.NET|dotnet, DotNet
Entity Framework|EF Core
Phoenix
Gin
Echo
Actix
Axum
gRPC|Protocol Buffers, protobuf
REST APIs|REST, RESTful
OpenAPI|Swagger
WebSockets|WebSocket, Socket.IO
Microservices|Micro-services
Event-Driven Architecture|EDA, Event sourcing
Domain-Driven Design|DDD
Distributed Systems
System Design
API Design
OAuth|OAuth2, OpenID Connect, OIDC
Serverless|FaaS`,
  Mobile: `
iOS|iPhone development
Android
React Native|RN
Flutter
SwiftUI
UIKit
Jetpack Compose|Compose
Xamarin
Ionic
Expo
Kotlin Multiplatform|KMP, KMM
Mobile Testing`,
  Data: `
PostgreSQL|Postgres, PSQL, PG
MySQL
MariaDB
SQLite
Microsoft SQL Server|MSSQL, SQL Server
Oracle Database|Oracle DB, Oracle
MongoDB|Mongo
Redis
Cassandra|Apache Cassandra
DynamoDB|AWS DynamoDB
Elasticsearch|ElasticSearch, ES, Elastic
OpenSearch
Neo4j
CouchDB
ClickHouse
Snowflake
BigQuery|Google BigQuery
Amazon Redshift|Redshift
Databricks
Apache Spark|Spark, PySpark
Apache Kafka|Kafka
RabbitMQ|AMQP
Apache Airflow|Airflow
dbt|data build tool
Apache Flink|Flink
Hadoop|HDFS
Apache Beam|Beam
Pandas
NumPy
Polars
ETL|ELT, Data pipelines
Data Modeling|Data modelling
Data Warehousing|DWH
Tableau
Power BI|PowerBI
Looker
Metabase
Excel|Microsoft Excel, Spreadsheets
Statistics|Statistical analysis
A/B Testing|Experimentation, Split testing
Prisma
Drizzle ORM|Drizzle
Sequelize
TypeORM
SQLAlchemy`,
  'Machine learning': `
Machine Learning|ML
Deep Learning|DL
PyTorch|Torch
TensorFlow|TF
Keras
scikit-learn|sklearn, scikit
XGBoost
LightGBM
Natural Language Processing|NLP
Computer Vision|CV
Large Language Models|LLM, LLMs
Prompt Engineering
Retrieval-Augmented Generation|RAG
LangChain
Hugging Face|HuggingFace, Transformers
MLOps
MLflow
Kubeflow
Reinforcement Learning|RL
Recommender Systems|Recommendation systems
Time Series Forecasting|Forecasting
OpenCV
CUDA
Vector Databases|pgvector, Pinecone
Jupyter|Jupyter Notebook`,
  'Cloud & DevOps': `
Amazon Web Services|AWS, Amazon AWS
Microsoft Azure|Azure
Google Cloud Platform|GCP, Google Cloud
Kubernetes|K8s, Kube
Docker|Containers
Helm
Terraform|HCL
Pulumi
Ansible
Chef
Puppet
CloudFormation|AWS CloudFormation
AWS Lambda|Lambda
Amazon EC2|EC2
Amazon S3|S3
Amazon ECS|ECS, Fargate
Amazon EKS|EKS
Google Kubernetes Engine|GKE
Azure DevOps
CI/CD|Continuous Integration, Continuous Delivery
GitHub Actions
GitLab CI|GitLab CI/CD
Jenkins
CircleCI
Argo CD|ArgoCD
Linux|GNU/Linux, Unix
Nginx
Apache HTTP Server|Apache httpd
Prometheus
Grafana
Datadog
New Relic
OpenTelemetry|OTel
ELK Stack|ELK, Kibana, Logstash
Site Reliability Engineering|SRE
Observability|Monitoring
Istio|Service mesh
Envoy
Vault|HashiCorp Vault
Consul
Networking|TCP/IP, DNS
Cloudflare
Vercel
Netlify
Heroku
DigitalOcean
Infrastructure as Code|IaC
Git|Version control
FinOps|Cloud cost optimisation`,
  Security: `
Application Security|AppSec
Cloud Security
Network Security
Penetration Testing|Pentesting, Pen testing
OWASP|OWASP Top 10
Identity and Access Management|IAM
SIEM|Splunk
Security Operations|SOC
Threat Modeling|Threat modelling
Cryptography|Crypto
ISO 27001
SOC 2|SOC2
GDPR|Data protection
Incident Response|IR
Vulnerability Management
DevSecOps`,
  Testing: `
Test Automation|Automated testing
Jest
Vitest
Mocha
Cypress
Playwright
Selenium|WebDriver
Appium
JUnit
pytest|PyTest
RSpec
Testing Library|React Testing Library
Load Testing|Performance testing, k6, JMeter
Manual Testing|Manual QA
Quality Assurance|QA
Test-Driven Development|TDD
Behavior-Driven Development|BDD, Cucumber
Contract Testing|Pact`,
  'Product & design': `
Product Management|PM
Product Strategy
Product Discovery
Roadmapping|Roadmaps
User Research|UX research
UX Design|User experience
UI Design|User interface design
Interaction Design|IxD
Visual Design
Figma
Sketch
Adobe XD|XD
Adobe Photoshop|Photoshop
Adobe Illustrator|Illustrator
Prototyping
Design Systems
Wireframing
Usability Testing
Information Architecture|IA
Motion Design|Animation
Brand Design|Branding
Copywriting
UX Writing|Content design
Technical Writing|Documentation
Product Analytics|Amplitude, Mixpanel
Jira
Confluence
Agile|Agile methodologies
Scrum|Scrum Master
Kanban
Project Management|PMP
Stakeholder Management
OKRs`,
  'Business & operations': `
Sales|B2B sales
Account Management|Account manager
Customer Success|CSM
Customer Support|Customer service, Help desk
Business Development|BizDev, BD
Salesforce|SFDC
HubSpot
Zendesk
Intercom
Digital Marketing|Online marketing
Search Engine Optimization|SEO
Search Engine Marketing|SEM, PPC, Google Ads
Content Marketing
Social Media Marketing|SMM
Email Marketing
Growth Marketing|Growth hacking
Marketing Analytics|Google Analytics, GA4
Financial Analysis|Financial modelling, FP&A
Accounting|Bookkeeping
QuickBooks
Xero
Payroll
Recruiting|Talent acquisition, Recruitment
Human Resources|HR, People operations
Operations Management|Ops
Supply Chain Management|SCM, Logistics
Procurement|Purchasing
Legal|Contracts
Compliance|Regulatory compliance
Data Privacy|Privacy
Risk Management
Business Analysis|Business analyst, BA
Process Improvement|Lean, Six Sigma
ERP|SAP, Oracle ERP
Negotiation
Leadership|People management
Mentoring|Coaching
Public Speaking|Presentations
English|English language, ESL
Spanish|Español
Portuguese|Português
German|Deutsch
French|Français`,
  'Emerging & other': `
Blockchain|Web3, DLT
Ethereum|ETH, EVM
Smart Contracts
Unity|Unity3D
Unreal Engine|Unreal, UE5
Game Development|Gamedev
Embedded Systems|Embedded, Firmware
Internet of Things|IoT
Robotics|ROS
Augmented Reality|AR
Virtual Reality|VR
Computer Graphics|Graphics programming
Video Streaming|HLS, WebRTC
Payments|Stripe, Payment processing
Search|Information retrieval
Geospatial|GIS, PostGIS
High-Performance Computing|HPC
Quantum Computing
Electron|ElectronJS
Tauri
Chrome Extensions|Browser extensions
WordPress|WP
Shopify
Magento|Adobe Commerce
Webflow
Salesforce Apex|Apex
ServiceNow
Low-Code|No-code
Zapier
Open Source|OSS`,
};

export interface SkillSeed {
  slug: string;
  name: string;
  category: string;
  aliases: string[];
}

export function skillSlug(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('c++', 'cpp')
    .replaceAll('c#', 'csharp')
    .replaceAll('f#', 'fsharp')
    .replace(/^\.net/, 'dotnet')
    .replaceAll('.net', '-dotnet')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const SKILLS: readonly SkillSeed[] = Object.entries(taxonomy).flatMap(([category, block]) =>
  block
    .trim()
    .split('\n')
    .map((line) => {
      const [name = '', aliases = ''] = line.split('|');
      return {
        slug: skillSlug(name.trim()),
        name: name.trim(),
        category,
        aliases: aliases
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean),
      };
    }),
);
