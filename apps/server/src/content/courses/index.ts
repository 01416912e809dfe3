import { DOCKER_COURSE } from './docker.ts';
import { JAVASCRIPT_COURSE } from './javascript.ts';
import { NODE_JS_COURSE } from './node-js.ts';
import { PYTHON_COURSE } from './python.ts';
import { REACT_COURSE } from './react.ts';
import { SQL_COURSE } from './sql.ts';
import { SYSTEM_DESIGN_COURSE } from './system-design.ts';
import type { SeedCourse } from './types.ts';
import { TYPESCRIPT_COURSE } from './typescript.ts';

/** Every course we write ourselves, seeded into the catalogue. */
export const SEED_COURSES: readonly SeedCourse[] = [
  JAVASCRIPT_COURSE,
  TYPESCRIPT_COURSE,
  REACT_COURSE,
  NODE_JS_COURSE,
  PYTHON_COURSE,
  SQL_COURSE,
  DOCKER_COURSE,
  SYSTEM_DESIGN_COURSE,
];
