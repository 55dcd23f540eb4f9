/**
 * What the engine needs to know about widget types and the slots of widgets and actions; the app
 * passes the generated registries (the action registry's type is the session's: action-context.ts).
 */
import type { ComponentType } from 'react';
import type { ActionDescriptor, NodeDescriptor } from '../schema/base';
import type { Scope } from './language/expressions';

/** Which top-level props of a node or action are not plain values. */
export interface SlotMeta {
  /** Props holding a node, a list of nodes or a map of nodes. */
  nodes: readonly string[];
  /** Props holding action lists. */
  actions: readonly string[];
  /** Props holding a condition (evaluated to a boolean before the widget sees them). */
  conditions: readonly string[];
  /** Props passed unresolved (the widget or action evaluates them itself). */
  raw: readonly string[];
  /** Every prop the type accepts (for did-you-mean). */
  props: readonly string[];
  /**
   * Node slots drawn only on demand (a modal's content): their widgets' code is not loaded with the
   * screen, but when they are first drawn (or before, when the browser is idle).
   */
  onDemand?: readonly string[];
  /**
   * Where the copy is: the strings a borrower reads, translated per language (a prop, or a path inside
   * one, its steps joined by `/`, a `*` step for any item or key: every rule's message).
   */
  copy?: readonly string[];
}

/** What a widget component receives. */
export interface WidgetRenderProps<P = Record<string, unknown>> {
  /**
   * The node's props: bindings resolved, conditions decided; node slots, action lists and raw props as
   * written (typed by the widget's schema).
   */
  props: P;
  /** The node's JSON path in its file, for reports. */
  path: string;
  screen: string;
  /** Runs an action list with this node's scope (plus `extra`); resolves to true when every action succeeded. */
  run(actions: readonly ActionDescriptor[] | undefined, extra?: Scope): Promise<boolean>;
  /** Resolves bindings in a value with this node's scope plus `extra`. */
  resolve(value: unknown, extra?: Scope): unknown;
  /** Evaluates a condition with this node's scope plus `extra`. */
  test(condition: unknown, extra?: Scope): boolean;
  /**
   * This node's scope as it is now: for a widget that evaluates bindings per value itself (a list's
   * items), with its engine's language (`useLanguage()`: `compileValue`, `compileCondition`).
   */
  scope(): Scope;
}

/** A widget type as the descriptor language knows it: its slots, and where its code comes from. */
export interface WidgetType {
  slots: SlotMeta;
  /** The widget's code comes with the app's own (its schema.ts exports `eager = true`), not on demand. */
  eager?: boolean;
}

/** The widget types by name, without their code (what checks, plans and Node scripts need). */
export type WidgetTypes = Readonly<Record<string, WidgetType>>;

/** A widget's code: the module whose default export is its component. */
export interface WidgetModule {
  default: ComponentType<WidgetRenderProps<never>>;
}

/**
 * A widget type with its code: an eager widget's module is imported with the app (`module`), any
 * other's loads when a screen first needs it (`load`).
 */
export type WidgetEntry = WidgetType &
  ({ module: WidgetModule; load?: undefined } | { load: () => Promise<WidgetModule>; module?: undefined });

export type WidgetRegistry = Readonly<Record<string, WidgetEntry>>;

export interface ValidationError {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
  schemaPath: string;
}

export type ValidateFn = ((data: unknown) => boolean) & { errors?: ValidationError[] | null };

/** Precompiled validators, one per top-level file kind, per widget type and per action type. */
export interface Validators {
  screen: ValidateFn;
  fragment: ValidateFn;
  routes: ValidateFn;
  app: ValidateFn;
  node: Readonly<Record<string, ValidateFn>>;
  action: Readonly<Record<string, ValidateFn>>;
}

export type { NodeDescriptor, ActionDescriptor };
