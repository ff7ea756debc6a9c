// A colleague's leave by its address (issue 6, defect 3): the not-found page, with nothing of the leave shown, no
// upload zone and no error toast.
import { DEMO, expect, newPinnedContext, test } from '../fixtures';

test("a collaborator opening a colleague's leave by its address gets the not-found page", async ({
  browser,
  loginAs,
}) => {
  const alice = await (await newPinnedContext(browser)).newPage();
  await loginAs(alice, DEMO.alice);
  const mine = await alice.request.get('/api/leave/?owner=me&status=accepted&limit=1');
  const [leave] = (await mine.json()).results as { id: number }[];
  expect(leave, 'the demo gives alice an accepted leave').toBeTruthy();

  const bob = await (await newPinnedContext(browser)).newPage();
  await loginAs(bob, DEMO.bob);
  for (const path of [`/leave/view/${leave!.id}`, `/leave/update/${leave!.id}`]) {
    await bob.goto(path);
    await expect(bob.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await expect(bob.getByText('Ce congé est introuvable')).toHaveCount(0);
    await expect(bob.locator('input[type=file]')).toHaveCount(0);
    // No toast: the leave's query is silent, and a 404 is not an error to report.
    await expect(bob.locator('.mantine-Notification-root')).toHaveCount(0);
  }
  await bob.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(bob).toHaveURL(/\/$/);
  // Its owner still opens it.
  await alice.goto(`/leave/view/${leave!.id}`);
  await expect(alice).toHaveURL(new RegExp(`/leave/view/${leave!.id}$`));
});
