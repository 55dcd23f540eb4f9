/**
 * The code of widgets, owned by one engine: the app's eager widgets are there from the start; the
 * others load when a screen (or a node drawn on demand) needs them, one load at a time per type.
 */
import type { ComponentType } from 'react';
import type { WidgetRegistry, WidgetRenderProps } from '../registry';

export type WidgetComponent = ComponentType<WidgetRenderProps<Record<string, unknown>>>;
export type WidgetModules = Readonly<Record<string, { default: unknown }>>;

export class WidgetCode {
  private readonly loaded = new Map<string, WidgetComponent>();
  private readonly loading = new Map<string, Promise<void>>();

  constructor(
    private readonly registry: WidgetRegistry,
    eager: WidgetModules = {},
  ) {
    for (const [type, module] of Object.entries(eager))
      this.loaded.set(type, module.default as WidgetComponent);
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
      load = this.registry[type]!.load().then(
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
