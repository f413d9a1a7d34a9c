// The measures the dashboard's cards and their placeholder share (CardsPlaceholder.tsx): the grid
// they sit in and the height of a card's body. Kept apart from the cards so that the board's own
// chunk can draw the placeholder without the charts' code.

/**
 * The height of every card's body, its padding included, whatever it shows (chart, table, loading,
 * empty): the chart fills what its legend leaves (one legend line or three), so a card is as tall
 * with its figures as its placeholder is before them and nothing below the cards moves when they come.
 */
export const CARD_BODY_HEIGHT = 350;

/** One column on a phone, two from md, three from lg. */
export const CARDS_GRID_SX = {
  display: 'grid',
  gap: { xs: 1, sm: 2 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The cards of the dashboard (Dashboard.tsx), which the placeholder holds the room of. */
export const CARD_COUNT = 9;
