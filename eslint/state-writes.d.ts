import type { Rule } from 'eslint';

declare const stateWrites: Rule.RuleModule;
export default stateWrites;
