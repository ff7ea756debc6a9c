import type { TestProject } from 'vitest/node';
import { buildTemplate, type TemplateInfo } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateInfo;
  }
}

export default async function setup(project: TestProject) {
  project.provide('template', await buildTemplate());
}
