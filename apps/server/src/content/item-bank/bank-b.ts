import { AMAZON_WEB_SERVICES_TEST } from './amazon-web-services.ts';
import { DOCKER_TEST } from './docker.ts';
import { GO_TEST } from './go.ts';
import { POSTGRESQL_TEST } from './postgresql.ts';
import { SQL_TEST } from './sql.ts';
import { SYSTEM_DESIGN_TEST } from './system-design.ts';
import type { BankTest } from './types.ts';

/** Go, SQL, PostgreSQL, Docker, AWS, system design. */
export const BANK_B: readonly BankTest[] = [
  GO_TEST,
  SQL_TEST,
  POSTGRESQL_TEST,
  DOCKER_TEST,
  AMAZON_WEB_SERVICES_TEST,
  SYSTEM_DESIGN_TEST,
];
