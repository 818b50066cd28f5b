import { createHash } from 'node:crypto';
import { Router } from 'express';
import {
  DomainError,
  PaymentMethodIdParams,
  paymentMethodBodySchema,
  paymentMethodMessages,
  walletStreamId,
  type PaymentMethodSaved,
} from '@certus/contracts';
import { parseOr400, requireUser, type TokenizeResult } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';
import { handleCommand } from '../shared/command-handler.ts';
import { commandContext } from '../shared/metadata.ts';
import { accepted, writtenAtOf } from '../shared/accepted.ts';
import { walletDecider } from './wallet.decider.ts';

/**
 * The id of a new payment method. A retried request (same Idempotency-Key) gets the same id, so the
 * decider sees the method already saved and the retry stores nothing twice.
 */
function newPaymentMethodId(deps: CommandServiceDeps, memberId: string, commandId: string | undefined): string {
  if (!commandId) return deps.ids.uuid();
  const hex = createHash('sha256').update(`certus:paymethod:${memberId}:${commandId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * POST /api/userprofile/paymethod: add a card or a bank account, or (with the id of a saved one) make it the
 * default. DELETE /api/userprofile/paymethod/{id}. Spec 3 Payment method, 5 Cards, 7.2.
 *
 * The card number, card code and account number go to the gateway (deps.payments) and nowhere else: the
 * event keeps the gateway's token, the last 4 digits, the brand, the expiry and the name. The body is not
 * logged (infra/src/http: request lines carry method and path only) and a refusal quotes the gateway's
 * reason, never the input.
 */
export function paymentMethodRoutes(deps: CommandServiceDeps): Router {
  const router = Router();

  router.post('/api/userprofile/paymethod', requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const now = deps.clock.now();
    const body = parseOr400(paymentMethodBodySchema(req.body, now), req.body);
    const context = commandContext(req);
    const stream = walletStreamId(memberId);

    if ('id' in body) {
      const { result } = await handleCommand(
        deps.store,
        stream,
        walletDecider,
        { type: 'ChooseDefaultPaymentMethod', memberId, paymentMethodId: body.id, now: now.toISOString() },
        context,
      );
      res.json({ ...accepted(paymentMethodMessages.defaultChosen, result), paymentMethodId: body.id } satisfies PaymentMethodSaved);
      return;
    }

    let stored: TokenizeResult;
    let numberField: 'cardNumber' | 'accountNumber';
    if (body.type === 'BankAccount') {
      numberField = 'accountNumber';
      stored = await deps.payments.storeBankAccount({
        accountNumber: body.accountNumber,
        routingNumber: body.routingNumber,
        nameOnAccount: body.name,
        bankName: body.bankName,
      });
    } else {
      numberField = 'cardNumber';
      stored = await deps.payments.storeCard({
        number: body.cardNumber,
        cardCode: body.cardCode,
        expireMonth: body.expireMonth,
        expireYear: body.expireYear,
        nameOnCard: body.name,
      });
    }
    if (stored.outcome === 'refused') throw new DomainError('invalid', stored.reason, numberField);

    const paymentMethodId = newPaymentMethodId(deps, memberId, context.commandId);
    const { instrument } = stored;
    const { result } = await handleCommand(
      deps.store,
      stream,
      walletDecider,
      {
        type: 'AddPaymentMethod',
        method: {
          memberId,
          paymentMethodId,
          kind: body.type,
          gateway: deps.payments.name,
          gatewayToken: instrument.token,
          brand: instrument.brand,
          last4: instrument.last4,
          name: body.name,
          expireMonth: body.type === 'CreditCard' ? body.expireMonth : null,
          expireYear: body.type === 'CreditCard' ? body.expireYear : null,
          bankName: body.type === 'BankAccount' ? body.bankName : null,
        },
        makeDefault: body.isDefault,
        now: now.toISOString(),
      },
      context,
    );
    res.json({ message: paymentMethodMessages.added, position: writtenAtOf(result), paymentMethodId } satisfies PaymentMethodSaved);
  });

  router.delete('/api/userprofile/paymethod/:id', requireUser, async (req, res) => {
    const memberId = req.user!.userId;
    const { id } = parseOr400(PaymentMethodIdParams, req.params);
    const { result } = await handleCommand(
      deps.store,
      walletStreamId(memberId),
      walletDecider,
      { type: 'RemovePaymentMethod', memberId, paymentMethodId: id, now: deps.clock.now().toISOString() },
      commandContext(req),
    );
    res.json(accepted(paymentMethodMessages.removed, result));
  });

  return router;
}
