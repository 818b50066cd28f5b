import { TURNAROUND_FALLBACK_TEXT, TURNAROUND_WINDOW_DAYS, turnaroundText, type TierTurnaround } from '@certus/contracts';
import type { Language } from '../../region/index.ts';

/**
 * Turnaround as it reads in each language, on the steps of spec 9 (contracts turnaroundText: 1 business day;
 * under 5, business days; else weeks, days / 5 rounded up). The English is the contracts' own.
 */
export function daysText(days: number, language: Language): string {
  if (language === 'en') return turnaroundText(days);
  if (!Number.isFinite(days) || days <= 0) return '5 semaines';
  const whole = Math.ceil(days);
  if (whole === 1) return '1 jour ouvrable';
  if (whole < 5) return `${whole} jours ouvrables`;
  const weeks = Math.ceil(whole / 5);
  return weeks === 1 ? '1 semaine' : `${weeks} semaines`;
}

/** What a tier code's turnaround reads as: measured (with its 90th percentile and sample), or the fallback. */
export interface TurnaroundWords {
  basis: TierTurnaround['shown']['basis'];
  /** The median, or the message, or '5 weeks'. */
  text: string;
  /** The editor's message is written in English: marked as such on the French pages. */
  lang?: 'en';
  p90: string | null;
  basedOn: string | null;
}

export function turnaroundWords(tier: Pick<TierTurnaround, 'shown' | 'medianDays' | 'p90Days' | 'sampleSize'>, language: Language): TurnaroundWords {
  const { shown } = tier;
  if (shown.basis === 'measured' && tier.medianDays !== null && tier.p90Days !== null) {
    if (language === 'en') return { basis: 'measured', text: shown.text, p90: shown.p90Text, basedOn: shown.basedOn };
    const orders = tier.sampleSize === 1 ? 'commande' : 'commandes';
    return {
      basis: 'measured',
      text: daysText(tier.medianDays, 'fr'),
      p90: `9 commandes sur 10 en ${daysText(tier.p90Days, 'fr')} ou moins`,
      basedOn: `D’après ${tier.sampleSize} ${orders} des ${TURNAROUND_WINDOW_DAYS} derniers jours.`,
    };
  }
  return fallbackWords(shown, language);
}

/** The fallback of spec 8: the editor's message (English), or '5 weeks' in the language read. */
export function fallbackWords(shown: TierTurnaround['shown'], language: Language): TurnaroundWords {
  if (shown.basis === 'message') return { basis: 'message', text: shown.text, ...(language === 'fr' ? { lang: 'en' as const } : {}), p90: null, basedOn: null };
  return { basis: 'default', text: language === 'fr' ? '5 semaines' : TURNAROUND_FALLBACK_TEXT, p90: null, basedOn: null };
}
