import { mainHousePage, type HousePage } from '@campus/domain/house-page';
import type { HouseTerm } from '@campus/domain/taxonomy';
import type { User } from '@campus/domain/user';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../lib/auth/auth-context.tsx';
import { houseName } from './house-name.ts';
import { useHousePages } from './api/get-house-pages.ts';
import { useHouseTerms } from './api/get-house-terms.ts';

export interface HouseState {
  /** The house term id; null until it is known (users/me and, for a person without a house, the terms). */
  houseId: number | null;
  term: HouseTerm | null;
  /**
   * The house's name in the reader's language wherever the app names it (the house header, the sidebar
   * card, the house switch, the directory): from its term's labels, else those users/me gives with
   * user_house (issue #29: one house, one name per screen — "Argentine House" in English, "Maison de
   * l'Argentine" in French). It follows a change of language without a reload.
   */
  name: string;
  /** The page with parent 0 of the house (spec §2.6); null while loading or when the house has none. */
  mainPage: HousePage | null;
  pages: HousePage[];
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/** The campus's main house: the tax-house term flagged acf.main (spec §3). */
export function campusMainTerm(terms: readonly HouseTerm[] | undefined): HouseTerm | null {
  return terms?.find((term) => term.acf.main) ?? null;
}

/** The picture of a house: its main page's, else its term's image (spec §2.6 header, §2.3 house card). */
export function houseImage(mainPage: HousePage | null, term: HouseTerm | null): string | null {
  if (mainPage !== null && mainPage.fimg_url !== false && mainPage.fimg_url !== '') return mainPage.fimg_url;
  return term?.acf.image?.url ?? term?.thumbnail ?? null;
}

function useHouse(houseId: number | null, user: User | null, terms: ReturnType<typeof useHouseTerms>) {
  const { i18n } = useTranslation();
  const pages = useHousePages(houseId);
  const term = terms.data?.find((item) => item.id === houseId) ?? null;
  const fromUser = user?.acf.user_house.find((house) => house.term_id === houseId);
  const named = term ?? fromUser;
  const list = pages.data ?? [];
  return {
    houseId,
    term,
    name: named === undefined ? '' : houseName(named, i18n.language),
    mainPage: houseId === null ? null : mainHousePage(list, houseId),
    pages: list,
    isPending: houseId === null ? terms.isPending : pages.isPending,
    isError: houseId === null ? terms.isError : pages.isError,
    refetch: () => {
      void (houseId === null ? terms.refetch() : pages.refetch());
    },
  } satisfies HouseState;
}

/**
 * The active house (spec §3 user_house): the first of the person's houses; for a person with no house, the
 * campus main house. Switching house reorders user_house and reloads users/me, so every screen built on
 * this follows the new first house.
 */
export function useActiveHouse(): HouseState {
  const { user } = useConnection();
  const terms = useHouseTerms();
  const first = user?.acf.user_house[0]?.term_id;
  const houseId = user === null ? null : (first ?? campusMainTerm(terms.data)?.id ?? null);
  return useHouse(houseId, user, terms);
}

/** The campus main house, whose main page carries the campus's social links (spec §2.3 left column). */
export function useCampusMainHouse(): HouseState {
  const { user } = useConnection();
  const terms = useHouseTerms();
  return useHouse(campusMainTerm(terms.data)?.id ?? null, user, terms);
}
