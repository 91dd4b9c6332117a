import { Fragment, type ReactNode } from 'react';
import { StaffText } from '@/components/ui/staff-text';
import type { BookedTravellers } from '../schemas';

type BandTag = (chunks: ReactNode) => ReactNode;

/**
 * "Adulte (2), Enfant (1)": a booking's travellers, each phrase written by `describe` with the
 * page's message, whose `<band>` tag marks an age band named in English for want of a translation.
 */
export function BookedTravellerList({ travellers, describe }: { travellers: readonly BookedTravellers[]; describe: (traveller: BookedTravellers, band: BandTag) => ReactNode }) {
  return travellers.map((traveller, index) => (
    <Fragment key={index}>
      {index > 0 ? ', ' : null}
      {describe(traveller, (chunks) => <StaffText untranslated={traveller.labelUntranslated}>{chunks}</StaffText>)}
    </Fragment>
  ));
}
