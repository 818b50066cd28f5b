import { NativeSelect } from '@mantine/core';
import { REGIONS, isRegion, regionProfiles } from '@certus/contracts';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { regionChosen, selectRegion } from '../../features/region/index.ts';
import classes from './app-header.module.css';

const options = REGIONS.map((region) => ({ value: region, label: regionProfiles[region].label }));

/** Spec 1: the US and the Canadian site differ in currency and office address. */
export function RegionSwitch() {
  const region = useAppSelector(selectRegion);
  const dispatch = useAppDispatch();
  return (
    <NativeSelect
      label="Site"
      data={options}
      value={region}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isRegion(chosen)) dispatch(regionChosen(chosen));
      }}
      size="xs"
      classNames={{ root: classes.regionRoot, label: classes.regionLabel, input: classes.regionInput }}
    />
  );
}
