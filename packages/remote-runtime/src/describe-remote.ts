import { describe, expect, it } from 'vitest';
import type { Remote } from './defineRemote';
import { routesOwnedElsewhere, titleOf, untranslatedTitles } from './route-table';

export interface RemoteContract {
  /** The shell's route map (`@accrue/shell/route-map`): which application owns a pathname. */
  ownerOf: (pathname: string) => string;
  /** The widgets tools/federation's list of containers names for this remote. */
  widgets: readonly string[];
  /** Sample addresses and the title of the page each must show. */
  titles: readonly (readonly [pathname: string, title: string])[];
}

/**
 * The tests every remote runs on its definition: each sample address shows its page, every title
 * exists in every language, the shell hands the remote every route it declares, and its widgets are
 * the ones the containers list promises host pages.
 */
export function describeRemote(remote: Remote, contract: RemoteContract): void {
  describe(remote.name, () => {
    it.each(contract.titles.map(([pathname, title]) => [pathname, title]))(
      '%s shows the page titled %s',
      (pathname, title) => {
        expect(titleOf(remote.routes, pathname)).toBe(title);
      },
    );

    it('has a title in every language for every route', async () => {
      expect(await untranslatedTitles(remote.routes, remote.messages)).toEqual([]);
    });

    it("is given every route it declares by the shell's route map", () => {
      expect(routesOwnedElsewhere(remote.routes, remote.name, contract.ownerOf)).toEqual([]);
    });

    it('defines the widgets the containers list names for it', () => {
      expect(Object.keys(remote.widgets)).toEqual([...contract.widgets]);
    });
  });
}
