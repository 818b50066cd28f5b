import { useAppDispatch, useAppSelector } from '../hooks.ts';
import { languageChosen, selectRegion, useLanguage, useMessages } from '../../features/region/index.ts';
import { shellMessages } from './shell-messages.ts';
import classes from './app-header.module.css';

/**
 * Spec 2.1: the Canadian site reads in English or in French (the Canada French path selects French). On the
 * Canadian site the top bar offers the other language, written in that language (and marked with its lang).
 */
export function LanguageSwitch() {
  const dispatch = useAppDispatch();
  const region = useAppSelector(selectRegion);
  const language = useLanguage();
  const text = useMessages(shellMessages);
  if (region !== 'CA') return null;
  const other = language === 'fr' ? 'en' : 'fr';
  return (
    // Its name is its text, in its own language ("Français", "English"): what a reader of that language looks for.
    <button type="button" className={classes.languageSwitch} lang={other} onClick={() => dispatch(languageChosen(other))} data-testid="language-switch">
      {text.switchLanguage}
    </button>
  );
}
