import { useId } from 'react';
import { REGIONS, isRegion } from '@certus/contracts';
import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { useInertUntilLive } from '../../lib/server-drawing.ts';
import { regionChosen, selectRegion, useMessages } from '../../features/region/index.ts';
import { shellMessages } from './shell-messages.ts';
import classes from './app-header.module.css';
import fields from './header-fields.module.css';

/** The select's chevron (Mantine's Combobox chevron, 14 px), drawn only: the select itself opens on a click. */
function SelectChevron() {
  return (
    <svg width={14} height={14} viewBox="0 0 15 15" fill="none" aria-hidden focusable={false}>
      <path
        d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** Spec 1: the US and the Canadian site differ in currency and office address. A native select (header-fields.module.css). */
export function RegionSwitch() {
  const region = useAppSelector(selectRegion);
  const dispatch = useAppDispatch();
  const id = useId();
  const inert = useInertUntilLive();
  const text = useMessages(shellMessages);
  const names = { US: text.regionUS, CA: text.regionCA } as const;
  return (
    <div className={classes.regionRoot}>
      <label htmlFor={id} className={`${fields.label} ${classes.regionLabel}`}>
        {text.siteLabel}
      </label>
      <div className={fields.field} data-size="xs" data-pointer>
        <select
          id={id}
          value={region}
          onChange={(event) => {
            const chosen = event.currentTarget.value;
            if (isRegion(chosen)) dispatch(regionChosen(chosen));
          }}
          className={`${fields.input} ${classes.regionInput}`}
          inert={inert}
        >
          {REGIONS.map((option) => (
            <option key={option} value={option}>
              {names[option]}
            </option>
          ))}
        </select>
        <span className={fields.endSection} data-decorative>
          <SelectChevron />
        </span>
      </div>
    </div>
  );
}
