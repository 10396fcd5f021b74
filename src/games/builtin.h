/*
** builtin.h - the built-in games: one GAME(name) line each, in the order
** `grundy games` lists them. The registry (registry.c) reads this list twice
** (its declarations, its table); nothing else lists the games.
**
** Adding a game (follow these steps and nothing else):
**
**   1. Write src/games/NAME.c, one file, defining
**          const gr_ruleset gr_rules_NAME = { .api = GR_RULESET_API, ... };
**      with the ops of include/grundy.h's struct gr_ruleset (parse, print,
**      value, moves are required; moves_to, explain, draw, period,
**      compound_number as the game allows; props for facts of every game
**      of the ruleset, game_props for facts that depend on the parameters,
**      as sub.c's). Start from the nearest game: nim.c for a heap game,
**      sub.c for one with parameters (sub:1,3,4), seq.c for a whole-list
**      game, wythoff.c for one component per argument, tree.c for a
**      structure. Mark .summary and .syntax with N_() (base/i18n.h):
**      `grundy games` prints them translated; give their Chinese in
**      po/zh_CN/cli.po. Helpers shared by rulesets are beside them: heap.h
**      (heap parse/print/draw, option offers), list.h (rows of numbers),
**      edges.h (trees and graphs), takebreak.h (the octal engine). Set .samples to a few small
**      positions (or leave it NULL for a heap game without parameters).
**   2. Add GAME(NAME) below, where `grundy games` should list it. The
**      Makefile builds every .c file of src/games: nothing else to register.
**   3. Document it: a section "## NAME" (or "## NAME: Title") in
**      docs/GAMES.md, in the order of this list: its rules, its syntax, the
**      theory used, and an example as a ```console block of "$ grundy solve
**      ..." lines each followed by its exact output (test_docs.sh runs every
**      such block); a row in README.md's table under "grundy games" (syntax
**      example, game, what one component is); every error message it can
**      print in docs/ERRORS.md. Without a period op `grundy period NAME`
**      says it has none; without explain, `grundy explain` names the closed
**      form only.
**   4. make check. tests/unit/test_registry.c runs every ruleset of the
**      registry through the same checks against exhaustive search (from
**      its samples: every reachable position, parse(print(s)) == s, the
**      value against mex search, moves_to against moves); test_docs.sh
**      checks the GAMES.md section and the README row, test_errors.sh the
**      messages, and the
**      completion scripts and `grundy games` pick the game up by
**      themselves. Add a unit test of its closed form beside the others
**      (tests/unit/test_NAME.c, against check_against_search) when it has
**      one.
*/
GAME(nim)
GAME(seq)
GAME(stair)
GAME(jump)
GAME(bash)
GAME(sub)
GAME(lasker)
GAME(split)
GAME(tree)
GAME(hackenbush)
GAME(moore)
GAME(wythoff)
GAME(box)
GAME(corner)
GAME(ed)
GAME(cut)
GAME(euclidean)
GAME(octal)
GAME(hex)
GAME(kayles)
GAME(dawson)
GAME(grundys)
GAME(graph)
GAME(turtles)
GAME(mock)
GAME(ruler)
GAME(twins)
GAME(triplets)
GAME(moebius)
GAME(mogul)
GAME(turn)
GAME(tartan)
