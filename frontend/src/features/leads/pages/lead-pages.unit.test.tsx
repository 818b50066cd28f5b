import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { leadMessages, modelStateError } from '@certus/contracts';
import { routes } from '../../../app/routes.tsx';
import { server } from '../../../testing/msw-server.ts';
import { renderRoutes } from '../../../testing/render.tsx';
import { botCheckResets } from '../../../testing/bot-check-stub.tsx';
import { callbackEndpoint, landingEndpoint } from '../testing/leads-server.ts';

vi.mock('../../../components/bot-check/bot-check.tsx', async () => {
  const { BotCheckStub } = await import('../../../testing/bot-check-stub.tsx');
  return { BotCheck: BotCheckStub };
});

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => botCheckResets.mockClear());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const leadForm = async () => within(await screen.findByTestId('lead-form'));
const field = (form: ReturnType<typeof within>, label: RegExp) => form.getByLabelText(label, { selector: 'input, textarea, select' }) as HTMLInputElement;

async function fillLead(email = 'Rosa@Example.test') {
  const form = await leadForm();
  fireEvent.change(field(form, /your name/i), { target: { value: 'Rosa Diaz' } });
  fireEvent.change(field(form, /e-mail/i), { target: { value: email } });
  fireEvent.change(field(form, /^phone/i), { target: { value: '(214) 555-0117' } });
  fireEvent.change(field(form, /location or country/i), { target: { value: 'Dallas, Texas' } });
  fireEvent.change(field(form, /what would you like/i), { target: { value: 'Forty Silver Age books.' } });
  fireEvent.click(form.getByRole('button', { name: /solve the bot check/i }));
  return form;
}

describe('the landing pages and their forms', () => {
  it.each([
    ['/submission-form', 'Get your books graded by Certus', 'submission-form'],
    ['/services', 'Our services', 'services'],
    ['/servicesOld', 'Our services', 'servicesOld'],
  ])('given %s, when the form is sent, then the lead names its page and the page thanks the visitor', async (path, heading, page) => {
    const bodies = landingEndpoint();
    renderRoutes({ path, routes });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();

    const form = await fillLead();
    fireEvent.click(form.getByRole('button', { name: /send my/i }));

    expect((await screen.findByTestId('lead-received')).textContent).toContain(leadMessages.received);
    expect(bodies).toEqual([
      { Name: 'Rosa Diaz', Email: 'rosa@example.test', Phone: '(214) 555-0117', Location: 'Dallas, Texas', Message: 'Forty Silver Age books.', Page: page, reCAPTCHA: expect.stringMatching(/^solved-payload-/) },
    ]);
  });

  it("given an address that already sent the form, when it is sent, then the spec's duplicate sentence and the bot check reset", async () => {
    landingEndpoint((_body) => HttpResponse.json({ message: leadMessages.duplicate }, { status: 409 }));
    renderRoutes({ path: '/services', routes });

    const form = await fillLead();
    fireEvent.click(form.getByRole('button', { name: /send my/i }));

    expect((await screen.findByTestId('lead-failure')).textContent).toContain('Request from this email id has already been submitted.');
    expect(botCheckResets).toHaveBeenCalledTimes(1);
  });

  it("given the server fails, when the form is sent, then 'Something went wrong. Please try again later.'", async () => {
    landingEndpoint(() => HttpResponse.json({ message: 'Internal error' }, { status: 500 }));
    renderRoutes({ path: '/submission-form', routes });

    const form = await fillLead();
    fireEvent.click(form.getByRole('button', { name: /send my/i }));

    expect((await screen.findByTestId('lead-failure')).textContent).toContain('Something went wrong. Please try again later.');
  });

  it('given a bot check the server refused, when the form is sent, then its message shows at the bot check', async () => {
    landingEndpoint(() => HttpResponse.json(modelStateError({ reCAPTCHA: 'The bot check failed or expired. Please try it again.' }), { status: 400 }));
    renderRoutes({ path: '/submission-form', routes });

    const form = await fillLead();
    fireEvent.click(form.getByRole('button', { name: /send my/i }));

    expect((await screen.findByTestId('bot-check-error')).textContent).toBe('The bot check failed or expired. Please try it again.');
  });

  it('given an empty form, when sent, then the shared schema names the missing fields and nothing is sent', async () => {
    const bodies = landingEndpoint();
    renderRoutes({ path: '/submission-form', routes });
    const form = await leadForm();

    fireEvent.click(form.getByRole('button', { name: /send my/i }));

    expect(await form.findByText(leadMessages.nameRequired)).toBeTruthy();
    expect(form.getByText('The Email field is required.')).toBeTruthy();
    expect(form.getByTestId('bot-check-error').textContent).toBe('Please complete the bot check.');
    await waitFor(() => expect(document.activeElement).toBe(field(form, /your name/i)));
    expect(bodies).toEqual([]);
  });

  it('given /become-dealer, when sent without the business, then its fields are asked for; when complete, a dealer request is sent', async () => {
    const bodies = landingEndpoint();
    renderRoutes({ path: '/become-dealer', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Certus dealer' })).toBeTruthy();
    const form = await leadForm();
    fireEvent.change(field(form, /your name/i), { target: { value: 'Marcus Webb' } });
    fireEvent.change(field(form, /e-mail/i), { target: { value: 'marcus@capitalcitycomics.example' } });
    fireEvent.click(form.getByRole('button', { name: /solve the bot check/i }));

    fireEvent.click(form.getByRole('button', { name: 'Apply' }));
    expect(await form.findByText(leadMessages.companyRequired)).toBeTruthy();
    expect(form.getByText(leadMessages.businessTypeRequired)).toBeTruthy();
    expect(bodies).toEqual([]);

    fireEvent.change(field(form, /business name/i), { target: { value: 'Capital City Comics' } });
    fireEvent.change(field(form, /kind of business/i), { target: { value: 'Comic shop' } });
    fireEvent.click(form.getByRole('button', { name: 'Apply' }));

    await screen.findByTestId('lead-received');
    expect(bodies[0]).toMatchObject({ Page: 'become-dealer', Company: 'Capital City Comics', BusinessType: 'Comic shop', Email: 'marcus@capitalcitycomics.example' });
  });

  it('given /services, when a call-back is asked for, then the name and number are sent; a number already waiting is told so', async () => {
    const bodies = callbackEndpoint((body) =>
      body.CallPhone.includes('0173') ? HttpResponse.json({ message: leadMessages.callbackPending }, { status: 409 }) : HttpResponse.json({ message: leadMessages.callbackReceived }),
    );
    renderRoutes({ path: '/services', routes });
    const form = within(await screen.findByTestId('callback-form'));

    fireEvent.change(form.getByLabelText(/your name/i, { selector: 'input' }), { target: { value: 'Alan Brooks' } });
    fireEvent.change(form.getByLabelText(/phone number/i, { selector: 'input' }), { target: { value: '(469) 555-0173' } });
    fireEvent.click(form.getByRole('button', { name: 'Call me back' }));
    expect((await screen.findByTestId('callback-failure')).textContent).toContain(leadMessages.callbackPending);

    fireEvent.change(form.getByLabelText(/phone number/i, { selector: 'input' }), { target: { value: '(469) 555-0199' } });
    fireEvent.click(form.getByRole('button', { name: 'Call me back' }));
    expect((await screen.findByTestId('callback-received')).textContent).toContain(leadMessages.callbackReceived);
    expect(bodies.map((b) => b.CallPhone)).toEqual(['(469) 555-0173', '(469) 555-0199']);
  });
});

describe('the landing pages on the French variant (spec 2.1)', () => {
  const renderFrench = (path: string) => renderRoutes({ path, routes, preloadedState: { region: { region: 'CA', language: 'fr' } } });
  afterEach(() => {
    window.localStorage.clear();
    });

  it.each([
    ['/submission-form', 'Faites classer vos livres par Certus'],
    ['/services', 'Nos services'],
    ['/servicesOld', 'Nos services'],
    ['/become-dealer', 'Devenir détaillant Certus'],
  ])('given the French variant, when %s opens, then its heading and form are French, the page lang="fr" with no English-only notice', async (path, heading) => {
    renderFrench(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
    expect(screen.getByRole('main').getAttribute('lang')).toBeNull();
    expect(screen.queryByTestId('english-only')).toBeNull();
    const form = await leadForm();
    expect(field(form, /^votre nom/i)).toBeTruthy();
    expect(field(form, /^courriel/i)).toBeTruthy();
  });

  it('given the French variant, when the empty lead form is sent, then the shared schema’s messages show in French and nothing is sent', async () => {
    const bodies = landingEndpoint();
    renderFrench('/submission-form');
    const form = await leadForm();

    fireEvent.click(form.getByRole('button', { name: 'Envoyer ma demande' }));

    expect(await form.findByText('Veuillez entrer votre nom.')).toBeTruthy();
    expect(form.getByText('Le champ Courriel est obligatoire.')).toBeTruthy();
    expect(form.getByTestId('bot-check-error').textContent).toBe('Veuillez compléter la vérification anti-robot.');
    expect(form.queryByText(leadMessages.nameRequired)).toBeNull();
    expect(bodies).toEqual([]);
  });

  it("given the French variant, when an address sends the form a second time, then the spec's duplicate sentence shows in French", async () => {
    landingEndpoint(() => HttpResponse.json({ message: leadMessages.duplicate }, { status: 409 }));
    renderFrench('/services');
    const form = await leadForm();
    fireEvent.change(field(form, /^votre nom/i), { target: { value: 'Rosa Diaz' } });
    fireEvent.change(field(form, /^courriel/i), { target: { value: 'rosa@example.test' } });
    fireEvent.click(form.getByRole('button', { name: /solve the bot check/i }));

    fireEvent.click(form.getByRole('button', { name: 'Envoyer ma question' }));

    expect((await screen.findByTestId('lead-failure')).textContent).toContain('Une demande a déjà été envoyée avec cette adresse courriel.');
  });
});
