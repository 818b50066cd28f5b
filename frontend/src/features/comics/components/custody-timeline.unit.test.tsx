import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { CustodyStep } from '@certus/contracts';
import { renderRoutes, routeTo } from '../../../testing/render.tsx';
import { CustodyTimeline } from './custody-timeline.tsx';

const WORKER_ID = '1b0384b3-c059-52fa-b4e0-c4186d1223cb';
const received: CustodyStep = { kind: 'received', version: 2, at: '2025-05-05T09:00:00.000Z', by: { id: WORKER_ID, name: 'D. W.' }, detail: 'Received, declared at $150.00.' };

describe('a book\'s custody timeline', () => {
  it('given a step by a staff member whose id is a UUID, then it names them by initials and the start of the id, the whole id in its title', async () => {
    renderRoutes({ path: '/', routes: routeTo('/', <CustodyTimeline steps={[received]} label="Custody of book 1" language="en" />) });

    const step = await screen.findByTestId('custody-step');
    expect(step.textContent).toContain('by D. W. (1b0384b3)');
    expect(step.textContent).not.toContain(WORKER_ID);
    expect(within(step).getByTitle(WORKER_ID)).toBeTruthy();
  });

  it('given a step by a staff member with a short id, then the id is shown whole', async () => {
    renderRoutes({ path: '/', routes: routeTo('/', <CustodyTimeline steps={[{ ...received, by: { id: 'w-17', name: null } }]} label="Custody of book 1" language="en" />) });

    expect((await screen.findByTestId('custody-step')).textContent).toContain('w-17');
  });
});
