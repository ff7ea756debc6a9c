// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { stylesheetOf } from './mantine-styles';

const withStyles = new Set(['Button', 'CheckboxCard', 'InlineInput']);
const has = (name: string) => withStyles.has(name);
const nm = '/app/node_modules';

describe("a Mantine module's stylesheet", () => {
  it.each([
    [`${nm}/@mantine/core/esm/components/Button/Button.mjs`, '@mantine/core/styles/Button.layer.css'],
    [
      `${nm}/@mantine/core/esm/components/Checkbox/CheckboxCard/CheckboxCard.mjs`,
      '@mantine/core/styles/CheckboxCard.layer.css',
    ],
    [`${nm}/@mantine/core/esm/utils/InlineInput/InlineInput.mjs`, '@mantine/core/styles/InlineInput.layer.css'],
    [`${nm}/@mantine/dates/esm/components/DatePickerInput/DatePickerInput.mjs`, '@mantine/dates/styles.layer.css'],
    [`${nm}/@mantine/charts/esm/DonutChart/DonutChart.mjs`, '@mantine/charts/styles.layer.css'],
    [`${nm}/@mantine/notifications/esm/Notifications.mjs`, '@mantine/notifications/styles.layer.css'],
    [`${nm}/mantine-datatable/dist/index.mjs`, 'mantine-datatable/styles.layer.css'],
  ])('of %s is %s', (id, stylesheet) => {
    expect(stylesheetOf(id, has)).toBe(stylesheet);
  });

  it.each([
    // A helper module of a component, not the component itself.
    `${nm}/@mantine/core/esm/components/Button/ButtonGroup/ButtonGroup.context.mjs`,
    // A component without a stylesheet of its own.
    `${nm}/@mantine/core/esm/components/Portal/Portal.mjs`,
    // Mounted by the app's providers on every page: it must not bring the pickers' CSS.
    `${nm}/@mantine/dates/esm/components/DatesProvider/DatesProvider.mjs`,
    // A chart's class names, imported by the chart itself.
    `${nm}/@mantine/charts/esm/DonutChart/DonutChart.module.mjs`,
    // The toast store, used to show a toast before the host is there.
    `${nm}/@mantine/notifications/esm/notifications.store.mjs`,
  ])('of %s is none', (id) => {
    expect(stylesheetOf(id, has)).toBeNull();
  });
});
