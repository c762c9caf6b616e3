import { useI18n } from 'vue-i18n';
import type { PhhReplayEvent, StreetNumber } from '../../core';
import { useCoreText } from './useCoreText';

/** Words the replay screen's parts share: a line of the account, a street's name, a seat. */
export function useFloorReplayText() {
  const { t } = useI18n();
  const core = useCoreText();
  return {
    /** The line as core words it; for a deviation or an error, the engine's reason for the decision the file contradicts follows. */
    line: (event: PhhReplayEvent): string => core.reason(event.reason) + (event.detail ? `: ${core.reason(event.detail)}` : ''),
    /** "Dealer" / "Deviation" / "Error" before a line (words, so the kind never rests on colour alone); '' for plain events. */
    marker: (event: PhhReplayEvent): string =>
      event.kind === 'decision'
        ? t('floorReplay.dealer')
        : event.kind === 'deviation'
          ? t('floorReplay.deviation')
          : event.kind === 'error'
            ? t('floorReplay.error')
            : '',
    street: (street: StreetNumber): string => t(`floorReplay.streets.s${street}`),
    seat: (seat: number): string => t('floorReplay.seat', { seat }),
  };
}
