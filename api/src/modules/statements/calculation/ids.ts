/**
 * Database ids ↔ the engine's ids. The engine names users and teams by strings (and keeps the two
 * apart), so a database id becomes its decimal text; records' user fields hold Accrue user ids
 * too (a connector resolves a CRM owner to the user at import), so they match without rewriting.
 * Mapping back accepts only ids this calculation handed to the engine: an id the engine answers
 * that was never loaded is a bug, never a row to write.
 */
export class EngineIds {
  private readonly users = new Map<string, number>();

  user(id: number): string {
    const engineId = String(id);
    this.users.set(engineId, id);
    return engineId;
  }

  /** Statements name no team, so team ids need no way back. */
  team(id: number): string {
    return String(id);
  }

  userIdOf(engineId: string): number {
    const id = this.users.get(engineId);
    if (id === undefined) throw new Error(`The engine answered user "${engineId}", which was not loaded`);
    return id;
  }
}
