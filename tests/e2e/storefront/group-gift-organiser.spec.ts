import { randomUUID } from 'node:crypto';
import { listOutboxEmails } from '../../fixtures/customer-balance';
import { addPaidContributions, createPaidGroupGift, readIssuedCertificateNumber } from '../../fixtures/group-gifts';
import { expect, expectAccessible, expectNoSidewaysScroll, test } from '../support/test';

const GIFT = { slug: 'dinner-cruise-for-two-gift', title: 'Dinner Cruise for Two Gift' };

test.use({ expectedPageErrors: [/^404 GET \S+\/group-gift\/manage\//] });

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an organiser starts a group gift from a gift page, shares the link, and sends it once friends chipped in; the recipient activates the pooled voucher', async ({ page, context, visit }) => {
    // The longest storefront journey of the group gift: four pages and two dialogs on a shared machine.
    test.setTimeout(150_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const organiserEmail = `olivia-${randomUUID().slice(0, 8)}@example.com`;
    const recipientEmail = `zoe-${randomUUID().slice(0, 8)}@example.com`;
    await visit(`/gift/${GIFT.slug}`);
    await page.getByRole('link', { name: 'Start a group gift' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Start a group gift' })).toBeVisible();
    await expect(page.getByText(`Everyone chips in for ${GIFT.title}`)).toBeVisible();
    await expectAccessible(page);

    // Checked before anything is sent: the first field that needs attention takes the focus.
    await page.getByRole('button', { name: 'Start the group gift' }).click();
    await expect(page.getByText('Enter a name.')).toBeVisible();
    await expect(page.getByLabel('Your name')).toBeFocused();
    await expectAccessible(page);

    await page.getByLabel('Your name').fill('Olivia Organiser');
    await page.getByLabel('Your e-mail').fill(organiserEmail);
    await page.getByLabel("Recipient's name").fill('Zoë Tremblay');
    await page.getByLabel('Occasion').selectOption({ label: 'Birthday' });
    await page.getByLabel("Recipient's e-mail").fill(recipientEmail);
    await page.getByRole('radio', { name: 'Birthday balloons' }).check();
    await page.getByLabel('Target amount in dollars (optional)').fill('100');
    await page.getByLabel('Your message on the card (optional)').fill('Happy birthday from the team!');
    await page.getByRole('button', { name: 'Start the group gift' }).click();

    await expect(page.getByRole('heading', { name: 'Your group gift for Zoë is open' })).toBeFocused();
    await expect(page.getByText(`We sent both links to ${organiserEmail}.`)).toBeVisible();
    const shareUrl = await page.getByLabel('Link to share with friends').inputValue();
    expect(shareUrl).toMatch(/\/group-gift\/[A-Za-z0-9_-]{22}$/);
    expect(await page.getByLabel('Your private management link').inputValue()).toMatch(/\/group-gift\/manage\/[0-9a-f]{32}$/);
    await page.getByRole('button', { name: 'Copy the link to share' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Open the management page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Group gift for Zoë Tremblay' })).toBeVisible();
    await expect(page.getByTestId('group-gift-status')).toHaveText('Open');
    await expect(page.getByText('Nobody has chipped in yet. Share the link!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send now' })).toHaveAttribute('aria-disabled', 'true');
    await expectAccessible(page);

    await addPaidContributions(shareUrl.split('/').at(-1) ?? '', [
      { name: 'Ana Lopez', amountCents: 3_000, message: 'Enjoy the cruise!' },
      { name: 'Secret Santa', amountCents: 2_000, anonymous: true },
    ]);
    await page.reload();
    await expect(page.getByTestId('group-gift-collected')).toHaveText('$50.00');
    await expect(page.getByRole('progressbar', { name: 'Progress toward the target' })).toHaveAttribute('aria-valuenow', '50');
    const contributions = page.getByRole('region', { name: 'Contributions (2)' });
    await expect(contributions).toContainText('Ana Lopez');
    await expect(contributions).toContainText('Enjoy the cruise!');
    await expect(contributions).toContainText('Anonymous');
    await expect(contributions).not.toContainText('Secret Santa');

    await page.getByRole('button', { name: 'Send now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send the group gift now?' });
    await expect(confirm).toContainText(`One gift voucher worth $50.00 goes to Zoë Tremblay (E-mailed to ${recipientEmail} when sent).`);
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Send it' }).click();
    await page.getByRole('dialog', { name: 'The group gift was sent' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('group-gift-status')).toHaveText('Sent');
    await expect(page.getByRole('button', { name: 'Send now' })).toHaveCount(0);
    await expectAccessible(page);
    const subjects = (await listOutboxEmails(organiserEmail)).map((email) => email.subject);
    expect(subjects).toContain('Your group gift for Zoë was sent');

    // Zoë gets one voucher worth the sum, its card naming who chipped in, in the chosen design, and activates it.
    const [voucherEmail] = await listOutboxEmails(recipientEmail);
    expect(voucherEmail?.text).toContain('$50.00');
    expect(voucherEmail?.text).toContain('Ana Lopez');
    expect(voucherEmail?.text).toContain('Enjoy the cruise!');
    expect(voucherEmail?.text).not.toContain('Secret Santa');
    expect(voucherEmail?.html).toContain('Card design: Birthday balloons');
    await visit(`/voucher/activation?certificate=${await readIssuedCertificateNumber(recipientEmail)}`);
    await page.getByLabel('First Name').fill('Zoë');
    await page.getByLabel('Last Name').fill('Tremblay');
    await page.getByLabel('Phone Number').fill('604 555 0142');
    await page.getByLabel('Email', { exact: true }).fill(recipientEmail);
    await page.getByLabel('Confirm Email').fill(recipientEmail);
    await page.getByLabel('Password').fill('Maple-Leaf7');
    await page.getByRole('button', { name: 'Activate my gift' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your gift is activated' })).toContainText('$50.00 was added to your balance');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('an organiser cancels a group gift: every contribution is refunded; a wrong link is a 404', async ({ page, visit }) => {
    const { recipientName, managementToken } = await createPaidGroupGift(2_500);
    await visit(`/group-gift/manage/${managementToken}`);
    await expect(page.getByRole('heading', { level: 1, name: `Group gift for ${recipientName}` })).toBeVisible();
    await expectNoSidewaysScroll(page);

    await page.getByRole('button', { name: 'Cancel the group gift' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel the group gift?' });
    await expect(confirm).toContainText('Every contributor is refunded in full ($25.00 in all)');
    await confirm.getByRole('button', { name: 'Cancel and refund everyone' }).click();
    await page.getByRole('dialog', { name: 'The group gift was cancelled' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('group-gift-status')).toHaveText('Cancelled');
    await expect(page.getByText('Refunded: $25.00')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Contributions (1)' })).toContainText('Refunded');
    await expect(page.getByRole('button', { name: 'Cancel the group gift' })).toHaveCount(0);
    await expectAccessible(page);

    const wrong = `/group-gift/manage/${managementToken.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'))}`;
    expect((await page.goto(wrong))?.status()).toBe(404);
    await expect(page.getByRole('main')).not.toContainText(recipientName);
  });
});
