import { describe, expect, it } from 'vitest';
import { customerProjectsPath, projectViewPath } from './paths';

const period = { from: '2026-07-01', to: '2026-09-30' };

describe('the links between the summaries keep which reports count', () => {
  it('the project view of a modal showing the sent reports too opens on them too', () => {
    const query = new URLSearchParams(projectViewPath(7, period, true).split('?')[1]);
    expect(Object.fromEntries(query)).toEqual({
      id: '7',
      dateStart: '2026-07-01',
      dateEnd: '2026-09-30',
      include_submitted: 'true',
    });
    expect(projectViewPath(7, period)).not.toContain('include_submitted');
    expect(projectViewPath(7)).toBe('/back_office/project-view/project?id=7');
  });

  it("a customer's projects, by its name, with the period and the choice", () => {
    const path = customerProjectsPath({ id: 3, name: 'Café & Co' }, period, true);
    expect(path).toBe(
      '/back_office/projects_summary/Caf%C3%A9%20%26%20Co/?customer_id=3&dateStart=2026-07-01&dateEnd=2026-09-30&include_submitted=true',
    );
    expect(customerProjectsPath({ id: 3, name: 'Acme' }, period)).not.toContain('include_submitted');
  });
});
