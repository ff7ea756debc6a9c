import type { TestProject } from 'vitest/node';
import { buildTemplate, removeTemplate, type TemplateInfo } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    template: TemplateInfo;
  }
}

export default async function setup(project: TestProject) {
  const template = await buildTemplate(project.name);
  project.provide('template', template);
  return () => removeTemplate(template);
}
