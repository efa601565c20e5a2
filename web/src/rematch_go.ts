// Going to an agreed rematch. A player's secret holds the new seat (the server made the game
// with it), so the browser first binds it to this device, exactly as a seat link opened here
// would be (POST /api/games/<new>/seat), and "My games" lists it; then the page moves on.
async function secretOf(gameId: string, known: string | null): Promise<string | null> {
  if (known) return known;
  const r = await fetch(`/api/games/${encodeURIComponent(gameId)}/seat`);
  if (!r.ok) return null;
  const body: unknown = await r.json();
  const secret = (body as { secret?: unknown }).secret;
  return typeof secret === 'string' ? secret : null;
}

export async function goToRematch(gameId: string, game: string, seat: string | null, secret: string | null): Promise<void> {
  if (seat) {
    try {
      const s = await secretOf(gameId, secret);
      if (s) {
        await fetch(`/api/games/${encodeURIComponent(game)}/seat`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ secret: s }),
        });
      }
    } catch {
      // The new game's page says what this browser holds there; nothing is lost by going on.
    }
  }
  // The same page (and language) for the new game; the seat comes from the device cookie.
  // (/<lang>/game/<id>, also when the page was opened as …/<id>/join).
  location.assign(location.pathname.replace(/\/game\/.*$/, `/game/${encodeURIComponent(game)}`));
}
