import { Group, NativeSelect } from '@mantine/core';
import { useDispatch } from 'react-redux';
import { collectibleTypes, submissionMessages, type CollectibleType, type CountryCode } from '@certus/contracts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { cartActions, type CartState } from '../cart/cart-slice.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { sentenceIn, submissionUiMessages } from '../submission-messages.ts';

const COUNTRIES: CountryCode[] = ['US', 'CA'];

/**
 * Where the books are sent from and what they are (spec 4): a change empties the cart, so with lines in
 * it the member is asked first.
 */
export function RegionPicker({ cart }: { cart: CartState }) {
  const dispatch = useDispatch();
  const confirm = useConfirm();
  const t = useMessages(submissionUiMessages);
  const language = useLanguage();

  const change = async (next: { countryCode: CountryCode; collectibleType: CollectibleType }) => {
    if (next.countryCode === cart.countryCode && next.collectibleType === cart.collectibleType) return;
    if (cart.comics.length > 0) {
      const confirmed = await confirm({
        title: t.changeSubmission,
        message: sentenceIn(language, submissionMessages.changeRegionConfirm).text,
        confirmLabel: t.emptyAndChange,
        cancelLabel: t.cancel,
        danger: true,
      });
      if (!confirmed) return;
    }
    dispatch(cartActions.regionChanged(next));
  };

  return (
    <Group grow align="flex-start">
      <NativeSelect
        label={t.shippingFrom}
        data={COUNTRIES.map((code) => ({ value: code, label: t.country(code) }))}
        value={cart.countryCode}
        onChange={(event) => void change({ countryCode: event.currentTarget.value as CountryCode, collectibleType: cart.collectibleType })}
      />
      <NativeSelect
        label={t.collectibleType}
        data={collectibleTypes.map((type) => ({ value: type, label: t.collectibleTypeName(type) }))}
        value={cart.collectibleType}
        onChange={(event) => void change({ countryCode: cart.countryCode, collectibleType: event.currentTarget.value as CollectibleType })}
      />
    </Group>
  );
}
