import { Group, NativeSelect } from '@mantine/core';
import { useDispatch } from 'react-redux';
import { collectibleTypes, submissionMessages, type CollectibleType, type CountryCode } from '@certus/contracts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { cartActions, type CartState } from '../cart/cart-slice.ts';

const countries: Array<{ value: CountryCode; label: string }> = [
  { value: 'US', label: 'United States' },
  { value: 'CA', label: 'Canada' },
];

/**
 * Where the books are sent from and what they are (spec 4): a change empties the cart, so with lines in
 * it the member is asked first.
 */
export function RegionPicker({ cart }: { cart: CartState }) {
  const dispatch = useDispatch();
  const confirm = useConfirm();

  const change = async (next: { countryCode: CountryCode; collectibleType: CollectibleType }) => {
    if (next.countryCode === cart.countryCode && next.collectibleType === cart.collectibleType) return;
    if (cart.comics.length > 0) {
      const confirmed = await confirm({
        title: 'Change the submission',
        message: submissionMessages.changeRegionConfirm,
        confirmLabel: 'Empty the cart and change',
        danger: true,
      });
      if (!confirmed) return;
    }
    dispatch(cartActions.regionChanged(next));
  };

  return (
    <Group grow align="flex-start">
      <NativeSelect
        label="Shipping from"
        data={countries}
        value={cart.countryCode}
        onChange={(event) => void change({ countryCode: event.currentTarget.value as CountryCode, collectibleType: cart.collectibleType })}
      />
      <NativeSelect
        label="Collectible type"
        data={collectibleTypes.map((type) => ({ value: type, label: type }))}
        value={cart.collectibleType}
        onChange={(event) => void change({ countryCode: cart.countryCode, collectibleType: event.currentTarget.value as CollectibleType })}
      />
    </Group>
  );
}
