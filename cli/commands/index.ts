import type { Command } from '../command';
import { convertCommand } from './convert';
import { replayCommand } from './replay';
import { ruleCommand } from './rule';

/** Every subcommand, one line each: a new command is a file in cli/commands/ plus its line here. */
export const COMMANDS: readonly Command[] = [replayCommand, ruleCommand, convertCommand];
