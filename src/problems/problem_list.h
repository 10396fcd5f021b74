/*
** problem_list.h - the contest problems `grundy problem` answers: one
** PROBLEM(function, "name", N_("summary")) line each, in the order `grundy
** problem --list` shows them. problem.h reads it for the functions'
** declarations (the solver problem_FUNCTION and the generator
** problem_gen_FUNCTION), problems.c for the table; nothing else lists them.
**
** Adding a contest problem (follow these steps and nothing else):
**
**   1. Write its function, int problem_FUNCTION(scanner *in, gr_buf *out,
**      gr_error *err): read the whole input with the scanner (scan.h:
**      scan_u64, scan_count, ... give errors with their line and column),
**      answer through the library (a game from problem_game, values with
**      gr_heap_values for long inputs, gr_solve and gr_winning_moves), and
**      append exactly the judge's expected output to out; finish with
**      problem_end (extra input is an error; problem_input.h). Put it in
**      the file of its family in src/problems (problem_nim.c: Nim in its
**      contest dresses; problem_seq.c, problem_tree.c: one per ruleset it is
**      answered through), or a new src/problems/problem_RULESET.c (the
**      Makefile builds every .c file there).
**   2. Write its generator, void problem_gen_FUNCTION(problem_gen *g), in
**      problem_inputs.c (in the list's order): one random valid input
**      within the statement's limits, small cases by default and at the
**      limits when g->large, with every random decision drawn through g
**      (gen_count for a count, gen_value and gen_int for a number,
**      gen_distinct for different ones; problem_gen.h) and written with
**      gen_num and gen_puts; draw a count before the items it counts, so
**      that `--check` can shrink a failing input by replaying fewer or
**      smaller choices and the input stays well-formed. Its comment names
**      the limits. test_check.sh feeds every generator's inputs, small and
**      large, to the problem's own reader.
**   3. Add PROBLEM(FUNCTION, "judge-number", N_("Judge N Title: what is
**      answered")) below (N_ marks it: `problem --list` prints it
**      translated, from po/zh_CN/cli.po): it declares and registers both functions (a missing
**      generator fails the link).
**   4. Golden files: tests/golden/NAME.in and NAME.out, the statement's
**      sample(s) byte for byte (NAME.1.in, NAME.2.in, ... for several);
**      tests/cli/test_problems.sh runs every one and fails for a problem
**      of the list without one.
**   5. Document it: a row "| `NAME` | ... |" in README.md's table of
**      problems (test_docs.sh checks it), and its messages, if new, in
**      docs/ERRORS.md (a new `what` of scan_u64 and its kin, such as "the
**      move limit", joins the list in the row of `unexpected end of input:
**      expected %s`), and an entry in the PROBLEMS section of
**      man/grundy.1 (test_docs.sh checks both).
**   6. A fuzz seed: tests/fuzz/corpus/problem/seedK, whose first byte is
**      K, the problem's index in this list (from 0), followed by a sample
**      input; make check replays it (test_fuzz_problem) and make fuzz grows
**      from it.
**   7. Where the judge accepts more than one answer (any x of several),
**      write JUDGED in place of PROBLEM, and the judge in the solver's
**      file: int problem_judge_FUNCTION(const char *input, size_t ni,
**      const char *expected, size_t ne, const char *output, size_t no),
**      1 when the output is a right answer to the input (expected is
**      grundy's). `--check` asks it instead of comparing line by line.
**   8. make check; the completion scripts and `grundy problem --list` pick
**      it up by themselves. Random cases against an exhaustive-search
**      referee are welcome: test_problems.sh feeds the generator's small
**      inputs (`--generate --seed K`) to tests/tools/game_brute or nim_brute.
*/
PROBLEM(acwing_891, "acwing-891", N_("AcWing 891: Nim, n heaps; Yes if the first player wins"))
PROBLEM(luogu_p2197, "luogu-p2197", N_("Luogu P2197: T cases of Nim; Yes/No each"))
PROBLEM(poj_2234, "poj-2234", N_("POJ 2234 Matches Game: Nim cases until end of input; Yes/No"))
PROBLEM(poj_2975, "poj-2975", N_("POJ 2975 Nim: count the winning first moves; cases end with 0"))
PROBLEM(hdu_2176, "hdu-2176",
        N_("HDU 2176: Nim; No, or Yes and every winning move 'a b'; ends with 0"))
PROBLEM(cf_1382b, "cf-1382b", N_("Codeforces 1382B Sequential Nim: First/Second, via the seq ruleset"))
PROBLEM(agc017_d, "agc017-d", N_("AtCoder AGC017 D Game on Tree: Alice/Bob, via the tree ruleset"))
PROBLEM(poj_3480, "poj-3480", N_("POJ 3480 John: misere Nim (Anti-Nim); John/Brother"))
PROBLEM(hdu_1846, "hdu-1846", N_("HDU 1846 Brave Game: one heap, take 1..m (bash); first/second"))
PROBLEM(hdu_1847, "hdu-1847",
        N_("HDU 1847 Good Luck in CET-4: take a power of two (sub); Kiki/Cici"))
PROBLEM(hdu_1848, "hdu-1848",
        N_("HDU 1848 Fibonacci again and again: three heaps, take a Fibonacci number; Fibo/Nacci"))
PROBLEM(hdu_1850, "hdu-1850",
        N_("HDU 1850 Being a Good Boy in Spring Festival: count Nim's winning first moves"))
PROBLEM(hdu_1536, "hdu-1536", N_("HDU 1536 S-Nim: a subtraction set, many positions; W/L each"))
PROBLEM(poj_2960, "poj-2960", N_("POJ 2960 S-Nim: the same as HDU 1536; W/L each"))
PROBLEM(hdu_3032, "hdu-3032",
        N_("HDU 3032 Nim or not Nim?: take, or split a heap in two (lasker); Alice/Bob"))
PROBLEM(hdu_1907, "hdu-1907", N_("HDU 1907 John: misere Nim, the same as POJ 3480; John/Brother"))
PROBLEM(hdu_1730, "hdu-1730", N_("HDU 1730 Northcott Game: rows of two pieces, Nim of the gaps; "
           "I WIN!/BAD LUCK!"))
PROBLEM(hdu_1527, "hdu-1527", N_("HDU 1527: Wythoff's game, pairs until end of input; 1/0"))
PROBLEM(poj_1067, "poj-1067", N_("POJ 1067: Wythoff's game, the same as HDU 1527; 1/0"))
PROBLEM(poj_1704, "poj-1704",
        N_("POJ 1704 Georgia and Bob: chessmen move left (stair); Georgia/Bob will win"))
PROBLEM(hdu_1729, "hdu-1729", N_("HDU 1729 Stone Game: boxes, add 1..c^2 stones (box); Case k: Yes/No"))
PROBLEM(hdu_2147, "hdu-2147",
        N_("HDU 2147 kiki's game: a coin walks to the corner (corner); Wonderful!/What a pity!"))
PROBLEM(acwing_892, "acwing-892", N_("AcWing 892: staircase Nim, stones on steps 1..n (stair); Yes/No"))
PROBLEM(acwing_893, "acwing-893", N_("AcWing 893: set-Nim, a subtraction set and heaps (sub); Yes/No"))
PROBLEM(acwing_894, "acwing-894",
        N_("AcWing 894: split-Nim, a heap becomes two smaller heaps (split); Yes/No"))
PROBLEM(luogu_p2148, "luogu-p2148", N_("Luogu P2148 [SDOI2009] E&D: pairs of heaps (ed); YES/NO"))
PROBLEM(luogu_p2575, "luogu-p2575",
        N_("Luogu P2575: rows of 20 cells, a piece jumps right to the nearest empty cell (jump); YES/NO"))
PROBLEM(poj_2311, "poj-2311", N_("POJ 2311 Cutting Game: cut a W x H sheet; a square wins (cut); WIN/LOSE"))
PROBLEM(hdu_1524, "hdu-1524",
        N_("HDU 1524 A Chess Game: chesses on a DAG given in the input (graph); WIN/LOSE"))
PROBLEM(poj_2425, "poj-2425", N_("POJ 2425 A Chess Game: the same as HDU 1524; WIN/LOSE"))
PROBLEM(yosupo_nim_product_64, "yosupo-nim-product-64",
        N_("Library Checker Nim Product (F_{2^64}): T products A (x) B of 64-bit nimbers"))
JUDGED(cf_1310f, "cf-1310f",
        N_("Codeforces 1310F Bad Cryptography: the discrete log of nimbers, x with a^x = b, or -1"))
PROBLEM(luogu_p4279, "luogu-p4279",
        N_("Luogu P4279 [SHOI2008] John: misere Nim, the same as POJ 3480; John/Brother"))
PROBLEM(luogu_p2252, "luogu-p2252", N_("Luogu P2252 [SHOI2002]: Wythoff's game, one pair; 1/0"))
PROBLEM(poj_3537, "poj-3537",
        N_("POJ 3537 Crosses and Crosses: a 1 x n strip, three crosses win (octal 0.11337); 1/2"))
PROBLEM(hdu_3595, "hdu-3595", N_("HDU 3595 GG and MM: games of two piles (euclidean) played at "
           "once, a move in each that can (the continued compound); MM/GG"))
PROBLEM(hdu_3404, "hdu-3404",
        N_("HDU 3404 Switch lights: corners of rectangles (tartan:turtles*turtles); Have a try/Don't"))
PROBLEM(poj_3533, "poj-3533",
        N_("POJ 3533 Light Switching Game: corners of cuboids (tartan:twins^3); Yes if first loses"))
