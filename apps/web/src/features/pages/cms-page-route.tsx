import type { Page } from '@campus/domain/content';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RichHtml } from '../../lib/sanitise/rich-html.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Breadcrumb } from '../../ui/breadcrumb.tsx';
import { FaqAccordion } from '../../ui/faq-accordion.tsx';
import { Loading } from '../../ui/loading.tsx';
import { NotFound } from '../../ui/not-found.tsx';
import { usePageByPath } from './api/get-page-by-path.ts';
import { RetryNotice } from '../../ui/retry-notice.tsx';
import './cms-page.css';

/**
 * The FAQ page (§2.14's /pages/faq), or a page titled as the FAQ section would be: its own heading already
 * says "Frequently asked questions", and the section repeating it showed the title twice (issue #29).
 */
function isFaqPage(page: Page, faqTitle: string): boolean {
  const same = (a: string, b: string) =>
    a.trim().localeCompare(b.trim(), undefined, { sensitivity: 'base' }) === 0;
  return page.slug === 'faq' || same(page.title.rendered, faqTitle);
}

/**
 * /pages/{slug}[/{slug1}[/{slug2}]] (§2.14): a CMS page with its breadcrumb, title, content and FAQ.
 * /pages/faq, /pages/policy and /pages/legal are such pages; an unknown path shows the 404 content.
 * `forms`: the page's contact form and embedded form (§2.14), filled by the forms feature through the app.
 */
export function CmsPageRoute({ forms }: { forms?: (page: Page) => ReactNode }) {
  const { t } = useTranslation();
  const { '*': splat = '' } = useParams();
  const slugs = splat.split('/').filter((slug) => slug !== '');
  const query = usePageByPath(slugs);
  const chain = query.data ?? null;
  const page = chain?.at(-1);
  useDocumentTitle(page?.title.rendered ?? t('pages:title'));

  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <RetryNotice message={t('pages:loadError')} onRetry={() => void query.refetch()} className="cms-page" />
    );
  }
  if (chain === null || page === undefined) return <NotFound />;

  return (
    <article className="cms-page">
      {chain.length > 1 && (
        <Breadcrumb
          label={t('pages:breadcrumb')}
          steps={chain.map((item, index) => ({
            key: String(item.id),
            label: item.title.rendered,
            to: `/pages/${slugs.slice(0, index + 1).join('/')}`,
          }))}
        />
      )}
      <h1 className="cms-page__title">{page.title.rendered}</h1>
      <RichHtml className="cms-page__content" html={page.content.rendered} />
      <FaqAccordion
        title={t('common:faq.title')}
        showTitle={!isFaqPage(page, t('common:faq.title'))}
        items={page.acf.faq}
        renderAnswer={(html) => <RichHtml html={html} />}
      />
      {forms?.(page)}
    </article>
  );
}
