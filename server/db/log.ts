// What db/ tells the app's log. The app's logger (context.ts Logger) is one; db/ names no type of
// the layers above it, so this is all it asks for.
export interface DbLog {
  info(msg: string): void;
  error(msg: string, err?: unknown): void;
}
