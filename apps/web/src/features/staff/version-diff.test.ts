import { describe, expect, it } from 'vitest';
import { plainTextOf, versionDifferences } from './version-diff.ts';

const body = (title: string, content: string, excerpt = '') => ({
  houses: [],
  image: null,
  fr: { title, content, excerpt, faq: [] },
});

describe('comparing two saved versions (issue #33)', () => {
  it('reads rich text as plain paragraphs, one a line, without markup', () => {
    expect(
      plainTextOf('<h2>Horaires</h2><p>De <strong>18 h</strong> à 20 h</p><ul><li>Salle A</li></ul>'),
    ).toBe('Horaires\nDe 18 h à 20 h\nSalle A');
  });
  it('names each field that changed, word by word, and leaves out those that did not', async () => {
    const differences = await versionDifferences(
      body('Ciné-club', '<p>Film à 20 h</p>', 'Un film'),
      body('Ciné-club du jeudi', '<p>Film à <em>20 h</em></p>', 'Un film'),
    );
    expect(differences).toEqual([
      {
        language: 'fr',
        field: 'title',
        parts: [
          { text: 'Ciné-club', change: 'same' },
          { text: ' du jeudi', change: 'added' },
        ],
      },
    ]);
  });
  it('shows what a version removed', async () => {
    const [difference] = await versionDifferences(
      body('A', '<p>Salle A et salle B</p>'),
      body('A', '<p>Salle A</p>'),
    );
    expect(difference?.field).toBe('content');
    expect(
      difference?.parts
        .filter((part) => part.change === 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe(' et salle B');
  });
});
