import { Injectable, Module } from '@nestjs/common';
import { IdentityClient } from '../clients/identity.client.js';

/** A state or union territory of India: its ISO 3166-2:IN code without the prefix, and its name. */
export interface State {
  code: string;
  name: string;
}

/**
 * India's states as identity lists them, asked once per process (they do not change): the geo
 * routes list them, the address book and checkout name the state an address stores.
 */
@Injectable()
export class States {
  private states?: Promise<{ list: State[]; byKey: Map<string, State> }>;

  constructor(private readonly identity: IdentityClient) {}

  async list(): Promise<State[]> {
    return (await this.load()).list;
  }

  /** The state of a code (or a name), case-insensitively; undefined when unknown. */
  async find(codeOrName: string): Promise<State | undefined> {
    return (await this.load()).byKey.get(codeOrName.trim().toLowerCase());
  }

  private load() {
    this.states ??= this.identity.rpc.listStates({}).then(
      ({ states }) => {
        const list = states.map(({ code, name }) => ({ code, name }));
        const byKey = new Map<string, State>();
        for (const state of list) {
          byKey.set(state.code.toLowerCase(), state);
          byKey.set(state.name.toLowerCase(), state);
        }
        return { list, byKey };
      },
      (error: unknown) => {
        this.states = undefined; // asked again next time
        throw error;
      },
    );
    return this.states;
  }
}

/** One `States` for every feature module that imports this (a module is a singleton). */
@Module({ providers: [States], exports: [States] })
export class StatesModule {}

/** Six digits, not starting with 0: every Indian pincode (addresses, the delivery promise). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode';
