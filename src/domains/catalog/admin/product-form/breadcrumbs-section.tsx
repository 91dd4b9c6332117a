'use client';

import type { ComponentType } from 'react';
import { Section } from './form-parts';

/** The picker of a product's breadcrumb trail. The breadcrumbs are content's, so the page brings it (src/shell/admin). */
export type BreadcrumbTrailPicker = ComponentType<{ value: string[]; onChange: (ids: string[]) => void }>;

export function BreadcrumbsSection({ value, onChange, Picker }: { value: string[]; onChange: (ids: string[]) => void; Picker: BreadcrumbTrailPicker }) {
  return (
    <Section title="Breadcrumbs" description="The trail above the product page, from Home on. Left empty, the page shows the list it belongs to.">
      <Picker value={value} onChange={onChange} />
    </Section>
  );
}
