import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { json, problem, server } from '../../../testing/api.ts';
import { CSRF, renderConsole, signedInAs } from '../../testing/render-console.tsx';
import { pickerLists } from './testing/catalogue-api.ts';
import { CARD, QUESTION } from './testing/fixtures.ts';

/** GET the card; PUT answered by `answer`, each body and CSRF header recorded. */
function cardApi(answer: (body: typeof CARD) => Response) {
  pickerLists();
  const puts: { body: typeof CARD; csrf: string | null }[] = [];
  server.use(
    http.get('/api/console/products/7', () => json(CARD)),
    http.put('/api/console/products/7', async ({ request }) => {
      const body = (await request.json()) as typeof CARD;
      puts.push({ body, csrf: request.headers.get('x-csrf-token') });
      return answer(body);
    }),
  );
  return puts;
}

const laterYears = () => screen.findByLabelText('Later years');

describe('the product editor', () => {
  it('shows every text in English and in Arabic, the Arabic right to left', async () => {
    signedInAs('editor');
    cardApi((body) => json(body));
    renderConsole('/catalogue/products/7');
    const arabic = await screen.findByLabelText('Name (Arabic)');
    expect(arabic).toHaveAttribute('dir', 'rtl');
    expect(arabic).toHaveAttribute('lang', 'ar');
    expect(arabic).toHaveValue('بطاقة استرداد نقدي');
    const english = screen.getByLabelText('Name (English)');
    expect(english).toHaveAttribute('dir', 'ltr');
    expect(screen.getByLabelText('Lounge access (Arabic)')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByRole('heading', { name: 'FAB Cashback Card' })).toBeVisible();
  });

  it('saves the whole card with its version and the CSRF token, then says so', async () => {
    signedInAs('editor');
    const puts = cardApi((body) => json({ ...body, version: 4 }));
    const { user } = renderConsole('/catalogue/products/7');
    const field = await laterYears();
    await user.clear(field);
    await user.type(field, '350');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. This card is now at version 4.')).toBeVisible();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.csrf).toBe(CSRF);
    expect(puts[0]!.body).toEqual({
      ...CARD,
      facts: {
        ...CARD.facts,
        annualFee: {
          ...CARD.facts.annualFee,
          value: { ...CARD.facts.annualFee.value, laterYears: 350 },
        },
      },
    });
    // The next save names the new version.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]!.body.version).toBe(4);
  });

  it('shows a 400’s error beside its field, and a summary that takes the focus', async () => {
    signedInAs('editor');
    cardApi(() =>
      problem(400, 'Bad Request', 'The product has errors.', [
        { field: 'body.facts.annualFee.value.laterYears', message: 'must be at most 50000' },
      ]),
    );
    const { user } = renderConsole('/catalogue/products/7');
    const field = await laterYears();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    const message = document.getElementById(field.getAttribute('aria-describedby')!)!;
    expect(message).toHaveTextContent('must be at most 50000');
    const summary = screen.getByRole('alert', { name: /One field needs a change/ });
    expect(summary).toHaveFocus();
    expect(
      within(summary).getByRole('link', { name: 'Facts › Annual fee › Later years' }),
    ).toBeVisible();
  });

  it('checks the draft with the contract before sending it', async () => {
    signedInAs('editor');
    const puts = cardApi((body) => json(body));
    const { user } = renderConsole('/catalogue/products/7');
    const english = await screen.findByLabelText('Name (English)');
    await user.clear(english);
    await user.clear(screen.getByLabelText('Application address (https)'));
    await user.type(screen.getByLabelText('Application address (https)'), 'http://x.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: /2 fields need a change/ })).toHaveFocus();
    expect(english).toHaveAttribute('aria-invalid', 'true');
    expect(document.getElementById(english.getAttribute('aria-describedby')!)).toHaveTextContent(
      'must be filled in',
    );
    expect(screen.getByText('must be an https address')).toBeVisible();
    expect(puts).toEqual([]);
  });

  it('says what changed when someone saved since, and loads their version', async () => {
    signedInAs('editor');
    const theirs = {
      ...CARD,
      version: 4,
      name: { ...CARD.name, en: 'FAB Cashback Plus' },
      facts: { ...CARD.facts, apr: { ...CARD.facts.apr, value: 39.99 } },
    };
    cardApi(() =>
      json({ title: 'Conflict', status: 409, detail: 'Saved since.', current: theirs }, 409),
    );
    const { user } = renderConsole('/catalogue/products/7');
    const field = await laterYears();
    await user.clear(field);
    await user.type(field, '350');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const box = (await screen.findByText('Someone saved this card since you opened it')).closest(
      '[role=alert]',
    ) as HTMLElement;
    const table = within(box).getByRole('table', { name: 'What they changed' });
    const nameRow = within(table).getByRole('rowheader', { name: 'Name › English' }).closest('tr')!;
    expect(within(nameRow).getByText('FAB Cashback Plus')).toBeVisible();
    expect(within(nameRow).getByText('FAB Cashback Card')).toBeVisible();
    expect(within(table).getByRole('rowheader', { name: 'Facts › APR' })).toBeVisible();
    // Only what they changed: the draft's own change is not theirs.
    expect(within(table).queryByRole('rowheader', { name: /Later years/ })).toBeNull();
    await user.click(within(box).getByRole('button', { name: 'Load their version' }));
    expect(screen.getByLabelText('Name (English)')).toHaveValue('FAB Cashback Plus');
    expect(screen.getByLabelText('Later years')).toHaveValue('300');
    expect(screen.queryByText('Someone saved this card since you opened it')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'FAB Cashback Plus' })).toHaveFocus(),
    );
    expect(screen.getByText('Their version 4 is loaded. Make your changes again.')).toBeVisible();
  });

  it('marks a fact checked more than 90 days ago as stale, and unpublishes a fact', async () => {
    signedInAs('editor');
    const puts = cardApi((body) => json({ ...body, version: 4 }));
    const { user } = renderConsole('/catalogue/products/7');
    await laterYears();
    expect(screen.getByText('1 of 10 facts are stale.')).toBeVisible();
    const earn = screen.getByRole('group', { name: /^Earn rates/ });
    expect(within(earn).getByText('Stale')).toBeVisible();
    expect(within(earn).getByLabelText(/^Not published by the bank/)).toBeChecked();
    const lounge = screen.getAllByRole('group', { name: /^Lounge access/ })[0]!;
    await user.click(within(lounge).getByLabelText(/^Not published by the bank/));
    expect(within(lounge).queryByLabelText('Lounge access (English)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.body.facts.loungeAccess).toEqual({
      value: null,
      source: CARD.facts.loungeAccess.source,
    });
  });

  it('is read only for an analyst: no save, inputs that cannot change', async () => {
    signedInAs('analyst');
    cardApi((body) => json(body));
    renderConsole('/catalogue/products/7');
    expect(await screen.findByLabelText('Name (English)')).toHaveAttribute('readonly');
    expect(
      screen.getByText('Read only: your role may look at the catalogue, not change it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByLabelText('Active')).toBeDisabled();
    expect(screen.queryByLabelText('Upload an image')).toBeNull();
  });

  it('adds a new card with POST, then opens it', async () => {
    signedInAs('editor');
    pickerLists();
    const posts: unknown[] = [];
    server.use(
      http.post('/api/console/products', async ({ request }) => {
        posts.push(await request.json());
        return problem(400, 'Bad Request', 'Errors.', [
          { field: 'body.key', message: 'validation.catalogue.key' },
        ]);
      }),
    );
    const { user } = renderConsole('/catalogue/products/new?type=Card');
    expect(await screen.findByRole('heading', { name: 'New card' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    // Checked here first: nothing sent while the form is blank.
    expect(await screen.findByRole('alert', { name: /fields need a change/ })).toHaveFocus();
    expect(posts).toEqual([]);
  });
});

describe('the question editor', () => {
  it('adds, moves and removes options, and saves them in their order', async () => {
    signedInAs('admin');
    const puts: (typeof QUESTION)[] = [];
    server.use(
      http.get('/api/console/questions/4', () => json(QUESTION)),
      http.put('/api/console/questions/4', async ({ request }) => {
        const body = (await request.json()) as typeof QUESTION;
        puts.push(body);
        return json({ ...body, version: 3 });
      }),
    );
    const { user } = renderConsole('/catalogue/questions/4');
    await user.click(await screen.findByRole('button', { name: 'Move option 2 up' }));
    expect(screen.getByLabelText('Option 1 text (English)')).toHaveValue('5,000 or more');
    await user.click(screen.getByRole('button', { name: 'Add an option' }));
    await user.type(screen.getByLabelText('Option 3 text (English)'), 'Over 20,000');
    await user.type(screen.getByLabelText('Option 3 text (Arabic)'), 'أكثر من 20000');
    await user.type(screen.getByLabelText('Option 3 points'), '20');
    expect(screen.getByLabelText('Option 3 text (Arabic)')).toHaveAttribute('dir', 'rtl');
    await user.click(screen.getByRole('button', { name: 'Remove option 2' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]!.options).toEqual([
      QUESTION.options[1],
      {
        text: { en: 'Over 20,000', ar: 'أكثر من 20000' },
        points: 20,
        hardStop: false,
        value: null,
      },
    ]);
  });
});

describe('a new item of every kind', () => {
  it.each([
    ['/catalogue/products/new?type=Loan', 'New loan', 'Maximum tenure (months): source address'],
    ['/catalogue/banks/new', 'New bank', 'Website (https)'],
    ['/catalogue/feature-groups/new', 'New feature group', 'Order'],
    ['/catalogue/features/new', 'New feature', 'Feature group'],
    ['/catalogue/questions/new', 'New question', 'Option 2 points'],
    ['/catalogue/banners/new', 'New banner', 'Title (Arabic)'],
    ['/catalogue/promo-codes/new', 'New promo code', 'Code'],
  ])('%s is a blank form of its kind', async (path, heading, label) => {
    signedInAs('editor');
    pickerLists();
    renderConsole(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getAllByLabelText(label)[0]).toBeVisible();
    expect(screen.getByLabelText('Active')).toBeChecked();
  });

  it('fills the facts’ sources from one address and day', async () => {
    signedInAs('editor');
    pickerLists();
    const { user } = renderConsole('/catalogue/products/new?type=Card');
    await screen.findByRole('heading', { name: 'New card' });
    await user.type(screen.getByLabelText('Source address'), 'https://bank.example/kfs.pdf');
    await user.click(screen.getByRole('button', { name: 'Apply to facts without a source' }));
    expect(screen.getByText('10 facts updated.')).toBeVisible();
    expect(screen.getByLabelText('APR: source address')).toHaveValue(
      'https://bank.example/kfs.pdf',
    );
  });

  it('offers an analyst no new item', async () => {
    signedInAs('analyst');
    renderConsole('/catalogue/banks/new');
    expect(await screen.findByRole('heading', { name: 'Not allowed' })).toBeVisible();
  });
});

describe('the image of an item', () => {
  it('uploads a file as multipart `file` with the CSRF token, then shows it', async () => {
    signedInAs('editor');
    pickerLists();
    let sent: { file: unknown; csrf: string | null } | undefined;
    server.use(
      http.get('/api/console/products/7', () => json(CARD)),
      http.post('/api/console/images', async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file') as File;
        // jsdom's FormData reaches MSW without the file's name: its bytes are what is checked.
        sent = { file: await file.text(), csrf: request.headers.get('x-csrf-token') };
        return json({ url: '/api/images/uploads/q3Zk1vT0bQ9xW2yR7pL4aA.png' }, 201);
      }),
    );
    const { user } = renderConsole('/catalogue/products/7');
    const input = await screen.findByLabelText('Upload an image');
    await user.upload(input, new File(['png'], 'card.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Image')).toHaveValue(
        '/api/images/uploads/q3Zk1vT0bQ9xW2yR7pL4aA.png',
      ),
    );
    expect(sent).toEqual({ file: 'png', csrf: CSRF });
    expect(screen.getByRole('img', { name: 'Preview of the image' })).toHaveAttribute(
      'src',
      '/api/images/uploads/q3Zk1vT0bQ9xW2yR7pL4aA.png',
    );
  });

  it('says why an upload was refused', async () => {
    signedInAs('editor');
    pickerLists();
    server.use(
      http.get('/api/console/products/7', () => json(CARD)),
      http.post('/api/console/images', () => problem(415, 'Unsupported Media Type', 'No.')),
    );
    const { user } = renderConsole('/catalogue/products/7');
    const input = await screen.findByLabelText('Upload an image');
    await user.upload(input, new File(['gif'], 'card.gif', { type: 'image/png' }));
    expect(await screen.findByText('Upload a PNG, JPEG, WebP or SVG image.')).toBeVisible();
    expect(screen.getByLabelText('Image')).toHaveValue('fab-cashback.svg');
  });
});
