import { describe, expect, it } from 'vitest';
import {
  SUMMARY_STATUSES,
  TIER_STATUSES,
  displayOrderStatus,
  isOpenOrder,
  isRecentOrder,
  orderStage,
  payBalanceShown,
  tierStage,
  trackerStepStates,
} from './order-status.ts';

const tier = (status: string, qcApproved = false) => ({ status, qcApproved });
const stepsOf = (status: string, tiers: { status: string; qcApproved: boolean }[]) => trackerStepStates(orderStage(status, tiers));

describe('order tracker (spec 4): summary and tier statuses onto the 5 steps', () => {
  it('covers every summary and tier status the spec lists', () => {
    expect(SUMMARY_STATUSES).toEqual(expect.arrayContaining(['Submitted', 'Invoicing', 'Billing', 'Processing', 'Shipping', 'ReadyForPickUp', 'ShipToCanada', 'Completed']));
    expect(TIER_STATUSES).toEqual(
      expect.arrayContaining(['Submitted', 'Billing', 'PreGrade', 'Finalize', 'ImagingSP', 'Signature', 'Pressing', 'Grading', 'ShippingHold', 'Shipping', 'ReadyForPickUp', 'ShipToCanada', 'Completed']),
    );
  });

  it.each([
    ['Submitted', false, 1],
    ['Billing', false, 1],
    ['PreGrade', false, 2],
    ['Pressing', false, 2],
    ['Grading', false, 2],
    ['Signature', false, 2],
    ['Finalize', false, 2],
    ['ImagingSP', false, 3],
    ['Billing', true, 4],
    ['ShippingHold', true, 4],
    ['Shipping', true, 4],
    ['ReadyForPickUp', true, 4],
    ['ShipToCanada', true, 4],
    ['Completed', true, 4],
  ])('given a tier in %s (qcApproved %s), then its step is %i', (status, qcApproved, stage) => {
    expect(tierStage(status, qcApproved)).toBe(stage);
  });

  it('given a submitted order, then step 0 is completed and billing/receiving is in process', () => {
    expect(stepsOf('Submitted', [tier('Submitted')])).toEqual(['Completed', 'Inprocess', '', '', '']);
  });

  it.each(['Invoicing', 'Billing', 'Processing'])('given a %s order, then the least advanced tier decides the step', (status) => {
    expect(stepsOf(status, [tier('ImagingSP'), tier('PreGrade')])).toEqual(['Completed', 'Completed', 'Inprocess', '', '']);
    expect(stepsOf(status, [tier('ImagingSP'), tier('ShippingHold', true)])).toEqual(['Completed', 'Completed', 'Completed', 'Inprocess', '']);
    expect(stepsOf(status, [tier('Billing', true), tier('ShippingHold', true)])).toEqual(['Completed', 'Completed', 'Completed', 'Completed', 'Inprocess']);
  });

  it('given an invoice out before grading (tier Billing without QC), then billing/receiving is in process', () => {
    expect(stepsOf('Invoicing', [tier('Billing', false)])).toEqual(['Completed', 'Inprocess', '', '', '']);
  });

  it.each(['Shipping', 'ReadyForPickUp', 'ShipToCanada'])('given a %s order, then shipping is in process but not completed', (status) => {
    expect(stepsOf(status, [tier(status, true)])).toEqual(['Completed', 'Completed', 'Completed', 'Completed', 'Inprocess']);
  });

  it('given every tier Completed but the order not, then the last step is still only in process', () => {
    expect(stepsOf('Shipping', [tier('Completed', true)])).toEqual(['Completed', 'Completed', 'Completed', 'Completed', 'Inprocess']);
  });

  it('given a Completed order, then all 5 steps are completed', () => {
    expect(stepsOf('Completed', [tier('Completed', true)])).toEqual(['Completed', 'Completed', 'Completed', 'Completed', 'Completed']);
  });

  it('given a processing order without tiers, then it waits on billing/receiving', () => {
    expect(stepsOf('Processing', [])).toEqual(['Completed', 'Inprocess', '', '', '']);
  });
});

describe('account views (spec 4 Order statuses)', () => {
  it('shows PreGrade as Received and Finalize as Grading, other values as they are', () => {
    expect(displayOrderStatus('PreGrade')).toBe('Received');
    expect(displayOrderStatus('Finalize')).toBe('Grading');
    expect(displayOrderStatus('Submitted')).toBe('Submitted');
    expect(displayOrderStatus('Completed')).toBe('Completed');
  });

  it.each([
    ['Submitted', false],
    ['Cancelled', false],
    ['Processing', true],
    ['Billing', true],
    ['Completed', true],
  ])('given status %s, then pay balance shown is %s', (status, shown) => {
    expect(payBalanceShown(status)).toBe(shown);
  });

  it('counts an order as recent for 60 minutes after it was created', () => {
    const created = '2026-11-22T10:00:00.000Z';
    expect(isRecentOrder(created, new Date('2026-11-22T10:59:59.000Z'))).toBe(true);
    expect(isRecentOrder(created, new Date('2026-11-22T11:00:00.000Z'))).toBe(false);
  });

  it('counts every order not Completed or Cancelled as open', () => {
    expect(isOpenOrder('Processing')).toBe(true);
    expect(isOpenOrder('Completed')).toBe(false);
    expect(isOpenOrder('Cancelled')).toBe(false);
  });
});
