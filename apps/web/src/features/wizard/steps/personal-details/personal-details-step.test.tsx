import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import i18n from '../../../../lib/i18n.ts';
import { describe, expect, it } from 'vitest';
import { navigate } from 'wouter/use-browser-location';
import { getSelectedCountry, setSelectedCountry } from '../../../../lib/selected-country.ts';
import { APP_ID, CUSTOMER_ID } from '../../../../testing/fixtures.ts';
import { expectSnackbar } from '../../../../testing/snackbar.ts';
import { json, problem, stubApi } from '../../../../testing/api.ts';
import { renderWithApp } from '../../../../testing/render.tsx';
import { setupTimedTests } from '../../../../testing/timed-tests.ts';
import { wizardState } from '../../wizard-machine.ts';
import { getWizardState, resetWizard } from '../../wizard-store.ts';
import { PersonalDetailsStep } from './personal-details-step.tsx';

setupTimedTests(() => resetWizard(wizardState()));

/**
 * Matches an accessible name. jsdom puts a space at every element boundary where a browser joins
 * inline text as it is ("Choose this card" + ", <card>"), so a space before a comma is dropped.
 */
const named = (text: string) => (name: string) => name.replace(/\s+([,،])/gu, '$1') === text;

const fields = () => ({
  name: screen.getByLabelText('Full Name'),
  email: screen.getByLabelText('Email'),
  phone: screen.getByLabelText('Phone Number'),
  promo: screen.getByLabelText(/^Merchant \/ Promo Code/),
});

async function fill(
  user: UserEvent,
  { name = 'Layla Haddad', email = 'layla@example.com', phone = '501234567', promo = '' } = {},
) {
  const { name: nameInput, email: emailInput, phone: phoneInput, promo: promoInput } = fields();
  if (name) await user.type(nameInput, name);
  if (email) await user.type(emailInput, email);
  if (phone) await user.type(phoneInput, phone);
  if (promo) await user.type(promoInput, promo);
}

const next = () => screen.getByRole('button', { name: 'Next' });

const customerCreated = (promoCode = '1-1-other') =>
  json({ customerId: CUSTOMER_ID, promoCode }, 201);

describe("step 0, 'Let's get to know you'", () => {
  it('asks for the full name, the email and the phone number', async () => {
    const api = stubApi({});
    const { user } = renderWithApp(<PersonalDetailsStep />);
    expect(screen.getByRole('heading', { name: "Let's get to know you" })).toBeInTheDocument();
    await user.click(next());

    const { name, email, phone } = fields();
    for (const [field, message] of [
      [name, 'Full Name is required'],
      [email, 'Email is required'],
      [phone, 'Phone number is required'],
    ] as const) {
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(api.log).toEqual([]);
    expect(getWizardState().step).toBe(0);
  });

  it('asks for a valid email address', async () => {
    stubApi({});
    const { user } = renderWithApp(<PersonalDetailsStep />);
    await fill(user, { email: 'layla@example' });
    await user.click(next());
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(fields().email).toHaveAccessibleDescription('Please enter a valid email address');
    expect(fields().email).toHaveAttribute('type', 'email');
  });

  it('calls a number of fewer than 5 digits missing', async () => {
    stubApi({});
    const { user } = renderWithApp(<PersonalDetailsStep />);
    await fill(user, { phone: '5012' });
    await user.click(next());
    expect(await screen.findByText('Phone number is required')).toBeInTheDocument();
    expect(fields().phone).toHaveAccessibleDescription('Phone number is required');
  });

  it('keeps letters and spaces only in the name, as it is typed', async () => {
    const { user } = renderWithApp(<PersonalDetailsStep />);
    await user.type(fields().name, 'Layla2 Had-da3d!');
    expect(fields().name).toHaveValue('Layla Haddad');
  });

  it('keeps digits only in the phone number, and drops +971 from a pasted number', async () => {
    const { user } = renderWithApp(<PersonalDetailsStep />);
    const { phone } = fields();
    expect(phone).toHaveAttribute('placeholder', 'Phone number');
    await user.type(phone, '50a1b2-3');
    expect(phone).toHaveValue('50123');

    await user.clear(phone);
    await user.click(phone);
    await user.paste('+971 50 123 4567');
    expect(phone).toHaveValue('501234567');
  });

  it('checks the number against the UAE numbering plan', async () => {
    const api = stubApi({});
    const { user } = renderWithApp(<PersonalDetailsStep />);
    await fill(user, { phone: '123456789' });
    await user.click(next());
    expect(await screen.findByText('Please enter a valid UAE mobile number')).toBeInTheDocument();
    expect(fields().phone).toHaveAttribute('aria-invalid', 'true');
    expect(api.log).toEqual([]);
  });

  it('saves a UAE visitor with the default promo code and goes to the product step', async () => {
    const api = stubApi({ 'POST /api/customer-profiles/public': () => customerCreated() });
    const { user } = renderWithApp(<PersonalDetailsStep />);
    await fill(user);
    await user.click(next());

    await waitFor(() => expect(getWizardState().step).toBe(1));
    expect(api.calls('POST', '/api/customer-profiles/public').map((call) => call.body)).toEqual([
      {
        name: 'Layla Haddad',
        email: 'layla@example.com',
        mobileNumber: '+971501234567',
        promoCode: '1-1-other',
      },
    ]);
    expect(getWizardState()).toMatchObject({
      customerId: CUSTOMER_ID,
      country: 'ae',
      applicationId: undefined,
    });
    // UAE visitors choose the product first: no application yet.
    expect(api.calls('POST', '/api/applications/public')).toEqual([]);
    expect(api.log.map((call) => call.country)).toEqual(['AE']);
  });

  it('comes back with the form as typed and saves no second customer when nothing changed', async () => {
    const api = stubApi({ 'POST /api/customer-profiles/public': () => customerCreated() });
    const { user } = renderWithApp(<PersonalDetailsStep />);
    await fill(user);
    await user.click(next());
    await waitFor(() => expect(getWizardState().step).toBe(1));

    // Back on step 0: the empty promo code shows empty, not as the default sent for it.
    resetWizard({ ...getWizardState(), step: 0 });
    cleanup();
    const again = renderWithApp(<PersonalDetailsStep />);
    expect(fields().name).toHaveValue('Layla Haddad');
    expect(fields().promo).toHaveValue('');
    await again.user.click(next());
    await waitFor(() => expect(getWizardState().step).toBe(1));
    expect(api.calls('POST', '/api/customer-profiles/public')).toHaveLength(1);
  });

  it("shows the server's title and detail, and the promo code message under its field", async () => {
    stubApi({
      'POST /api/customer-profiles/public': () =>
        problem(422, 'Invalid request', "promoCode: '12-3-nope' is not a valid promo code.", [
          { field: 'body.promoCode', message: 'is not a valid merchant or promo code' },
        ]),
    });
    const { user } = renderWithApp(<PersonalDetailsStep />);
    await fill(user, { promo: '12-3-nope' });
    await user.click(next());

    await expectSnackbar(
      'Invalid request',
      "promoCode: '12-3-nope' is not a valid promo code.",
      'error',
    );
    const message = 'This merchant or promo code is not valid. Check it, or leave the field empty.';
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(fields().promo).toHaveAttribute('aria-invalid', 'true');
    expect(fields().promo).toHaveAccessibleDescription(message);
    expect(getWizardState().step).toBe(0);
  });

  it('creates the customer and a Card application outside the UAE, then goes to screening', async () => {
    setSelectedCountry('sa');
    const api = stubApi({
      'POST /api/customer-profiles/public': () => customerCreated('12-3-merchant'),
      'POST /api/applications/public': () =>
        json({ applicationId: APP_ID, applicationType: 'Card', status: 'Created' }, 201),
      'GET /api/questions/public': [],
    });
    const { user } = renderWithApp(<PersonalDetailsStep />);
    expect(
      screen.getByRole('button', { name: named('+966, country code of Saudi Arabia') }),
    ).toBeVisible();
    await fill(user, { promo: '12-3-merchant' });
    await user.click(next());

    await waitFor(() => expect(getWizardState().step).toBe(2));
    expect(api.calls('POST', '/api/customer-profiles/public')[0]?.body).toMatchObject({
      mobileNumber: '+966501234567',
      promoCode: '12-3-merchant',
    });
    expect(api.calls('POST', '/api/applications/public').map((call) => call.body)).toEqual([
      {
        customer: { customerId: CUSTOMER_ID },
        location: { locationId: 3 },
        applicationType: 'Card',
        status: 'Created',
      },
    ]);
    // Every call carries the selected country.
    expect(api.log.length).toBeGreaterThanOrEqual(2);
    expect(api.log.every((call) => call.country === 'SA')).toBe(true);
    expect(getWizardState()).toMatchObject({
      step: 2,
      country: 'sa',
      productType: 'Card',
      customerId: CUSTOMER_ID,
      applicationId: APP_ID,
    });
  });

  it('sets the selected country to sa when +966 is chosen in the dial-code menu', async () => {
    stubApi({});
    const { user } = renderWithApp(<PersonalDetailsStep />);
    await user.click(
      screen.getByRole('button', { name: named('+971, country code of United Arab Emirates') }),
    );
    expect(screen.getAllByRole('menuitemradio')).toHaveLength(2);
    await user.click(screen.getByRole('menuitemradio', { name: /Saudi Arabia/ }));

    expect(getSelectedCountry()).toBe('sa');
    expect(localStorage.getItem('selectedCountry')).toBe('sa');
    expect(
      await screen.findByRole('button', { name: named('+966, country code of Saudi Arabia') }),
    ).toHaveTextContent('+966');

    // The number is now checked against the Saudi plan.
    await fill(user, { phone: '123456789' });
    await user.click(next());
    expect(await screen.findByText('Please enter a valid Saudi mobile number')).toBeInTheDocument();
  });
});

describe('step 0 in Arabic, right to left', () => {
  const { t } = i18n;
  const ARABIC = /\p{Script=Arabic}/u;

  const renderInArabic = () => renderWithApp(<PersonalDetailsStep />, { language: 'ar' });
  const arabicFields = () => ({
    name: screen.getByLabelText(t('wizard.personal.fullName')),
    email: screen.getByLabelText(t('wizard.personal.email')),
    phone: screen.getByLabelText(t('wizard.personal.phone')),
    promo: screen.getByLabelText(new RegExp(`^${t('wizard.personal.promoCode')}`)),
  });

  it('takes the phone number left to right, beside "+971", Arabic-keyboard digits as 0-9', async () => {
    stubApi({});
    const { user } = renderInArabic();
    const { phone } = arabicFields();
    expect(phone).toHaveAttribute('dir', 'ltr');

    await user.type(phone, '٠٥٠١٢٣٤٥٦٧');
    expect(phone).toHaveValue('0501234567');
    await user.clear(phone);
    await user.type(phone, '۵۰۱۲۳۴۵۶۷');
    expect(phone).toHaveValue('501234567');
    await user.clear(phone);
    await user.click(phone);
    await user.paste('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧');
    expect(phone).toHaveValue('501234567');

    // Named by what it shows, "+971", then whose code it is, in Arabic.
    const dialCode = screen.getByRole('button', {
      name: named(
        `+971${t('wizard.personal.dialCodeContext', { country: t('country.names.ae') })}`,
      ),
    });
    expect(within(dialCode).getByText('+971')).toHaveAttribute('dir', 'ltr');
    await user.click(dialCode);
    const menu = screen.getByRole('menu');
    // Drawn in the page, so in the page's direction (the nearest dir is <html dir="rtl">).
    expect(menu.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const saudi = screen.getByRole('menuitemradio', { name: new RegExp(t('country.names.sa')) });
    expect(within(saudi).getByText('+966')).toHaveAttribute('dir', 'ltr');
  });

  it('keeps Arabic letters and their vowel marks in the name, and drops digits and signs', async () => {
    const { user } = renderInArabic();
    const { name } = arabicFields();
    await user.type(name, 'مُحَمَّد ٢ بن-عَلِيّ!');
    expect(name).toHaveValue('مُحَمَّد بنعَلِيّ');
  });

  it('saves an Arabic name, and an Arabic-keyboard number and promo code as 0-9', async () => {
    const api = stubApi({ 'POST /api/customer-profiles/public': () => customerCreated() });
    const { user } = renderInArabic();
    const { name, email, phone, promo } = arabicFields();
    await user.type(name, 'ليلى عبد الله الحداد');
    expect(name).toHaveValue('ليلى عبد الله الحداد');
    await user.type(email, 'layla@example.com');
    expect(email).toHaveAttribute('dir', 'ltr');
    await user.type(phone, '٥٠١٢٣٤٥٦٧');
    await user.type(promo, '١٢-٣-merchant');
    expect(promo).toHaveValue('12-3-merchant');
    expect(promo).toHaveAttribute('dir', 'ltr');
    await user.click(screen.getByRole('button', { name: t('shared.wizardNav.next') }));

    await waitFor(() => expect(getWizardState().step).toBe(1));
    expect(api.calls('POST', '/api/customer-profiles/public')[0]?.body).toEqual({
      name: 'ليلى عبد الله الحداد',
      email: 'layla@example.com',
      mobileNumber: '+971501234567',
      promoCode: '12-3-merchant',
    });
  });

  it("words the numbering plan's message in the page's language, also after a switch", async () => {
    stubApi({});
    const { user } = renderInArabic();
    const { name, email, phone } = arabicFields();
    await user.type(name, 'ليلى حداد');
    await user.type(email, 'layla@example.com');
    await user.type(phone, '١٢٣٤٥٦٧٨٩');
    await user.click(screen.getByRole('button', { name: t('shared.wizardNav.next') }));
    const arabic = t('wizard.personal.errors.mobileAe');
    expect(arabic).toMatch(ARABIC);
    expect(await screen.findByText(arabic)).toBeInTheDocument();

    // The header's switch: the same page without /ar.
    act(() => navigate('/'));
    expect(await screen.findByText('Please enter a valid UAE mobile number')).toBeInTheDocument();
  });
});
