/**
 * The code of widgets, owned by one engine: the registry's eager widgets (their `module`) are there
 * from the start; the others load when a screen (or a node drawn on demand) needs them, one load at a
 * time per type.
 */
import type { ComponentType } from 'react';
import type { WidgetEntry, WidgetModule, WidgetRegistry, WidgetRenderProps } from '../registry';

export type WidgetComponent = ComponentType<WidgetRenderProps<Record<string, unknown>>>;

/** A widget's module: the one the app came with, or the one its load brings. */
export const widgetModule = (entry: WidgetEntry): Promise<WidgetModule> =>
  entry.module ? Promise.resolve(entry.module) : entry.load();

export class WidgetCode {
  private readonly loaded = new Map<string, WidgetComponent>();
  private readonly loading = new Map<string, Promise<void>>();

  constructor(private readonly registry: WidgetRegistry) {
    for (const [type, entry] of Object.entries(registry))
      if (entry.module) this.loaded.set(type, entry.module.default as WidgetComponent);
  }

  /** The widget's component, once its code is here. */
  component(type: string): WidgetComponent | undefined {
    return this.loaded.get(type);
  }

  /** Whether a widget type's code is still to come (a type the registry does not know has none). */
  needs(type: string): boolean {
    return Boolean(this.registry[type]) && !this.loaded.has(type);
  }

  /** Whether the code of every given type is here. */
  has(types: Iterable<string>): boolean {
    for (const type of types) if (this.needs(type)) return false;
    return true;
  }

  /** Loads the code of the given types; a failed load rejects, and the next caller tries again. */
  async load(types: Iterable<string>): Promise<void> {
    await Promise.all([...types].filter((type) => this.needs(type)).map((type) => this.loadOne(type)));
  }

  private loadOne(type: string): Promise<void> {
    let load = this.loading.get(type);
    if (!load) {
      load = widgetModule(this.registry[type]!).then(
        (module) => {
          this.loaded.set(type, module.default as WidgetComponent);
          this.loading.delete(type);
        },
        (error: unknown) => {
          this.loading.delete(type);
          throw error;
        },
      );
      this.loading.set(type, load);
    }
    return load;
  }
}
