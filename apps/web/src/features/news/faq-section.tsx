import type { FaqItem } from '@campus/domain/content';
import { useTranslation } from 'react-i18next';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { FaqAccordion } from '../../ui/faq-accordion.tsx';

export function FaqSection({ items }: { items: readonly FaqItem[] }) {
  const { t } = useTranslation();
  return (
    <FaqAccordion
      title={t('common:faq.title')}
      items={items}
      renderAnswer={(html) => <RichHtml html={html} />}
    />
  );
}
