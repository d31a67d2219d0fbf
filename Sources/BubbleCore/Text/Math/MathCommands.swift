/// What a control sequence stands for. Symbols and letters are tables; the commands that take
/// arguments are `MathParser`'s to read.
enum MathCommand: Sendable {
  /// A letter the current alphabet maps (Greek).
  case letter(Unicode.Scalar)
  case symbol(Unicode.Scalar, MathClass)
  case largeOperator(Unicode.Scalar, MathLimits)
  /// `\sin`, `\lim`: the name upright, an operator.
  case function(String, MathLimits)
  case space(mu: Double)
  case style(MathStyleLevel)
  case alphabet(MathAlphabet)
  case accent(Unicode.Scalar, stretches: Bool)
  case classed(MathClass)
  case fraction(hasRule: Bool, style: MathStyleLevel?)
  /// `\big` … `\Bigg`, with the class of the `l`, `r`, `m` forms.
  case big(size: Int, MathClass)
  case text(MathAlphabet)
  case sqrt, left, middle, right, begin, end, limits, nolimits, overline, underline, overbrace, underbrace
  case overset, underset, stackrel, operatorName, boxed, phantom, not, pmod, bmod, substack
}

extension MathCommand {
  static func named(_ name: String) -> MathCommand? {
    if let command = structural[name] { return command }
    if let scalar = letters[name] { return .letter(Unicode.Scalar(scalar) ?? "?") }
    if let (scalar, mathClass) = symbols[name] { return .symbol(Unicode.Scalar(scalar) ?? "?", mathClass) }
    if let (scalar, limits) = largeOperators[name] { return .largeOperator(Unicode.Scalar(scalar) ?? "?", limits) }
    if let limits = functions[name] { return .function(name, limits) }
    return nil
  }

  static let structural: [String: MathCommand] = [
    "frac": .fraction(hasRule: true, style: nil), "dfrac": .fraction(hasRule: true, style: .display),
    "tfrac": .fraction(hasRule: true, style: .text), "cfrac": .fraction(hasRule: true, style: .display),
    "binom": .fraction(hasRule: false, style: nil), "dbinom": .fraction(hasRule: false, style: .display),
    "tbinom": .fraction(hasRule: false, style: .text),
    "sqrt": .sqrt, "left": .left, "middle": .middle, "right": .right, "begin": .begin, "end": .end,
    "limits": .limits, "nolimits": .nolimits, "overline": .overline, "underline": .underline,
    "overbrace": .overbrace, "underbrace": .underbrace, "overset": .overset, "underset": .underset,
    "stackrel": .stackrel, "operatorname": .operatorName, "boxed": .boxed, "phantom": .phantom, "not": .not,
    "pmod": .pmod, "bmod": .bmod, "mod": .bmod, "substack": .substack,
    ",": .space(mu: 3), "thinspace": .space(mu: 3), ":": .space(mu: 4), ">": .space(mu: 4),
    "medspace": .space(mu: 4), ";": .space(mu: 5), "thickspace": .space(mu: 5), "!": .space(mu: -3),
    "negthinspace": .space(mu: -3), "quad": .space(mu: 18), "qquad": .space(mu: 36), " ": .space(mu: 6),
    "enspace": .space(mu: 9),
    "displaystyle": .style(.display), "textstyle": .style(.text), "scriptstyle": .style(.script),
    "scriptscriptstyle": .style(.scriptScript),
    "mathrm": .alphabet(.roman), "mathbf": .alphabet(.bold), "mathit": .alphabet(.italic),
    "mathbb": .alphabet(.blackboard), "mathcal": .alphabet(.calligraphic), "mathscr": .alphabet(.calligraphic),
    "mathfrak": .alphabet(.fraktur), "mathsf": .alphabet(.sansSerif), "mathtt": .alphabet(.monospace),
    "boldsymbol": .alphabet(.boldItalic), "bm": .alphabet(.boldItalic), "mathnormal": .alphabet(.italic),
    "text": .text(.roman), "textrm": .text(.roman), "textnormal": .text(.roman), "mbox": .text(.roman),
    "textbf": .text(.bold), "textit": .text(.italic), "textsf": .text(.sansSerif), "texttt": .text(.monospace),
    "hat": .accent("\u{302}", stretches: false), "widehat": .accent("\u{302}", stretches: true),
    "tilde": .accent("\u{303}", stretches: false), "widetilde": .accent("\u{303}", stretches: true),
    "bar": .accent("\u{304}", stretches: false), "vec": .accent("\u{20D7}", stretches: false),
    "dot": .accent("\u{307}", stretches: false), "ddot": .accent("\u{308}", stretches: false),
    "dddot": .accent("\u{20DB}", stretches: false), "check": .accent("\u{30C}", stretches: false),
    "breve": .accent("\u{306}", stretches: false), "acute": .accent("\u{301}", stretches: false),
    "grave": .accent("\u{300}", stretches: false), "mathring": .accent("\u{30A}", stretches: false),
    "overrightarrow": .accent("\u{2192}", stretches: true), "overleftarrow": .accent("\u{2190}", stretches: true),
    "widecheck": .accent("\u{30C}", stretches: true),
    "mathord": .classed(.ord), "mathop": .classed(.op), "mathbin": .classed(.bin), "mathrel": .classed(.rel),
    "mathopen": .classed(.open), "mathclose": .classed(.close), "mathpunct": .classed(.punct),
    "mathinner": .classed(.inner),
    "big": .big(size: 1, .ord), "Big": .big(size: 2, .ord), "bigg": .big(size: 3, .ord),
    "Bigg": .big(size: 4, .ord), "bigl": .big(size: 1, .open), "Bigl": .big(size: 2, .open),
    "biggl": .big(size: 3, .open), "Biggl": .big(size: 4, .open), "bigr": .big(size: 1, .close),
    "Bigr": .big(size: 2, .close), "biggr": .big(size: 3, .close), "Biggr": .big(size: 4, .close),
    "bigm": .big(size: 1, .rel), "Bigm": .big(size: 2, .rel), "biggm": .big(size: 3, .rel),
    "Biggm": .big(size: 4, .rel),
  ]

  /// Greek, as the plain letters the alphabet maps (`\epsilon` is TeX's lunate ϵ, `\phi` its ϕ).
  static let letters: [String: UInt32] = [
    "alpha": 0x3B1, "beta": 0x3B2, "gamma": 0x3B3, "delta": 0x3B4, "epsilon": 0x3F5, "varepsilon": 0x3B5,
    "zeta": 0x3B6, "eta": 0x3B7, "theta": 0x3B8, "vartheta": 0x3D1, "iota": 0x3B9, "kappa": 0x3BA,
    "varkappa": 0x3F0, "lambda": 0x3BB, "mu": 0x3BC, "nu": 0x3BD, "xi": 0x3BE, "omicron": 0x3BF, "pi": 0x3C0,
    "varpi": 0x3D6, "rho": 0x3C1, "varrho": 0x3F1, "sigma": 0x3C3, "varsigma": 0x3C2, "tau": 0x3C4,
    "upsilon": 0x3C5, "phi": 0x3D5, "varphi": 0x3C6, "chi": 0x3C7, "psi": 0x3C8, "omega": 0x3C9,
    "Gamma": 0x393, "Delta": 0x394, "Theta": 0x398, "Lambda": 0x39B, "Xi": 0x39E, "Pi": 0x3A0, "Sigma": 0x3A3,
    "Upsilon": 0x3A5, "Phi": 0x3A6, "Psi": 0x3A8, "Omega": 0x3A9,
  ]

  static let symbols: [String: (UInt32, MathClass)] = ordinary.mapValues { ($0, .ord) }
    .merging(binaries.mapValues { ($0, .bin) }) { first, _ in first }
    .merging(relations.mapValues { ($0, .rel) }) { first, _ in first }
    .merging(openings.mapValues { ($0, .open) }) { first, _ in first }
    .merging(closings.mapValues { ($0, .close) }) { first, _ in first }
    .merging(inners.mapValues { ($0, .inner) }) { first, _ in first }
    .merging(["colon": (0x3A, .punct), "ldotp": (0x2E, .punct), "cdotp": (0x22C5, .punct)]) { first, _ in first }

  static let ordinary: [String: UInt32] = [
    "infty": 0x221E, "nabla": 0x2207, "partial": 0x2202, "emptyset": 0x2205, "varnothing": 0x2300,
    "forall": 0x2200, "exists": 0x2203, "nexists": 0x2204, "neg": 0xAC, "lnot": 0xAC, "angle": 0x2220,
    "measuredangle": 0x2221, "triangle": 0x25B3, "ell": 0x2113, "hbar": 0x210F, "hslash": 0x210F,
    "Re": 0x211C, "Im": 0x2111, "aleph": 0x2135, "beth": 0x2136, "wp": 0x2118, "prime": 0x2032,
    "top": 0x22A4, "bot": 0x22A5, "vdots": 0x22EE, "checkmark": 0x2713, "S": 0xA7, "P": 0xB6,
    "clubsuit": 0x2663, "diamondsuit": 0x2662, "heartsuit": 0x2661, "spadesuit": 0x2660, "flat": 0x266D,
    "natural": 0x266E, "sharp": 0x266F, "surd": 0x221A, "imath": 0x1D6A4, "jmath": 0x1D6A5, "mho": 0x2127,
    "complement": 0x2201, "square": 0x25A1, "Box": 0x25A1, "blacksquare": 0x25A0, "lozenge": 0x25CA,
    "backslash": 0x5C, "|": 0x2016, "Vert": 0x2016, "vert": 0x7C, "$": 0x24, "%": 0x25, "&": 0x26, "#": 0x23,
    "_": 0x5F, "degree": 0xB0, "infin": 0x221E, "varpropto": 0x221D,
    "eth": 0xF0, "backprime": 0x2035,
    "AA": 0xC5, "euro": 0x20AC, "pounds": 0xA3, "copyright": 0xA9,
  ]

  static let binaries: [String: UInt32] = [
    "pm": 0xB1, "mp": 0x2213, "times": 0xD7, "div": 0xF7, "cdot": 0x22C5, "ast": 0x2217, "star": 0x22C6,
    "circ": 0x2218, "bullet": 0x2219, "cap": 0x2229, "cup": 0x222A, "setminus": 0x2216, "smallsetminus": 0x2216,
    "wedge": 0x2227, "land": 0x2227, "vee": 0x2228, "lor": 0x2228, "oplus": 0x2295, "ominus": 0x2296,
    "otimes": 0x2297, "oslash": 0x2298, "odot": 0x2299, "amalg": 0x2A3F, "sqcup": 0x2294, "sqcap": 0x2293,
    "uplus": 0x228E, "triangleleft": 0x25C1, "triangleright": 0x25B7, "bigtriangleup": 0x25B3,
    "bigtriangledown": 0x25BD, "wr": 0x2240, "diamond": 0x22C4, "bigcirc": 0x25CB, "ltimes": 0x22C9,
    "rtimes": 0x22CA, "boxplus": 0x229E, "boxtimes": 0x22A0, "boxminus": 0x229F, "boxdot": 0x22A1,
    "dotplus": 0x2214, "dagger": 0x2020, "ddagger": 0x2021, "centerdot": 0x22C5, "intercal": 0x22BA,
    "divideontimes": 0x22C7,
  ]

  static let relations: [String: UInt32] = [
    "leq": 0x2264, "le": 0x2264, "geq": 0x2265, "ge": 0x2265, "neq": 0x2260, "ne": 0x2260, "approx": 0x2248,
    "equiv": 0x2261, "sim": 0x223C, "simeq": 0x2243, "cong": 0x2245, "propto": 0x221D, "to": 0x2192,
    "rightarrow": 0x2192, "leftarrow": 0x2190, "gets": 0x2190, "Rightarrow": 0x21D2, "Leftarrow": 0x21D0,
    "Leftrightarrow": 0x21D4, "leftrightarrow": 0x2194, "mapsto": 0x21A6, "longmapsto": 0x27FC,
    "longrightarrow": 0x27F6, "longleftarrow": 0x27F5, "longleftrightarrow": 0x27F7, "Longrightarrow": 0x27F9,
    "Longleftarrow": 0x27F8, "Longleftrightarrow": 0x27FA, "in": 0x2208, "notin": 0x2209, "ni": 0x220B,
    "owns": 0x220B, "subset": 0x2282, "supset": 0x2283, "subseteq": 0x2286, "supseteq": 0x2287,
    "subsetneq": 0x228A, "supsetneq": 0x228B, "nsubseteq": 0x2288, "nsupseteq": 0x2289, "perp": 0x27C2,
    "parallel": 0x2225, "nparallel": 0x2226, "mid": 0x2223, "nmid": 0x2224, "ll": 0x226A, "gg": 0x226B,
    "prec": 0x227A, "succ": 0x227B, "preceq": 0x2AAF, "succeq": 0x2AB0, "vdash": 0x22A2, "dashv": 0x22A3,
    "models": 0x22A8, "vDash": 0x22A8, "uparrow": 0x2191, "downarrow": 0x2193, "updownarrow": 0x2195,
    "Uparrow": 0x21D1, "Downarrow": 0x21D3, "Updownarrow": 0x21D5, "nearrow": 0x2197, "searrow": 0x2198,
    "swarrow": 0x2199, "nwarrow": 0x2196, "leqslant": 0x2A7D, "geqslant": 0x2A7E, "lesssim": 0x2272,
    "gtrsim": 0x2273, "doteq": 0x2250, "asymp": 0x224D, "nleq": 0x2270, "ngeq": 0x2271, "nsim": 0x2241,
    "ncong": 0x2247, "sqsubseteq": 0x2291, "sqsupseteq": 0x2292, "sqsubset": 0x228F, "sqsupset": 0x2290,
    "coloneqq": 0x2254, "eqqcolon": 0x2255, "triangleq": 0x225C, "hookrightarrow": 0x21AA,
    "hookleftarrow": 0x21A9, "rightleftharpoons": 0x21CC, "leftrightharpoons": 0x21CB, "rightharpoonup": 0x21C0,
    "rightharpoondown": 0x21C1, "leftharpoonup": 0x21BC, "leftharpoondown": 0x21BD, "implies": 0x27F9,
    "impliedby": 0x27F8, "iff": 0x27FA, "nless": 0x226E, "ngtr": 0x226F, "lneq": 0x2A87, "gneq": 0x2A88,
    "bowtie": 0x22C8, "smile": 0x2323, "frown": 0x2322, "approxeq": 0x224A, "thicksim": 0x223C,
    "thickapprox": 0x2248, "leadsto": 0x21DD, "rightsquigarrow": 0x21DD, "twoheadrightarrow": 0x21A0,
    "leftleftarrows": 0x21C7, "rightrightarrows": 0x21C9, "circeq": 0x2257, "eqsim": 0x2242, "Vdash": 0x22A9,
    "nvdash": 0x22AC, "nVdash": 0x22AE, "therefore": 0x2234, "because": 0x2235, "lll": 0x22D8, "ggg": 0x22D9,
    "leqq": 0x2266, "geqq": 0x2267, "ratio": 0x2236, "Colon": 0x2237, "nrightarrow": 0x219B,
    "nleftarrow": 0x219A, "nRightarrow": 0x21CF, "nLeftarrow": 0x21CD, "nLeftrightarrow": 0x21CE,
    "between": 0x226C, "backsim": 0x223D, "Subset": 0x22D0, "Supset": 0x22D1,
    "lessgtr": 0x2276, "gtrless": 0x2277, "precsim": 0x227E, "succsim": 0x227F, "multimap": 0x22B8,
  ]

  static let openings: [String: UInt32] = [
    "{": 0x7B, "lbrace": 0x7B, "lbrack": 0x5B, "langle": 0x27E8, "lfloor": 0x230A, "lceil": 0x2308,
    "lvert": 0x7C, "lVert": 0x2016, "lgroup": 0x27EE, "llbracket": 0x27E6,
  ]

  static let closings: [String: UInt32] = [
    "}": 0x7D, "rbrace": 0x7D, "rbrack": 0x5D, "rangle": 0x27E9, "rfloor": 0x230B, "rceil": 0x2309,
    "rvert": 0x7C, "rVert": 0x2016, "rgroup": 0x27EF, "rrbracket": 0x27E7,
  ]

  static let inners: [String: UInt32] = [
    "ldots": 0x2026, "dots": 0x2026, "dotsc": 0x2026, "dotso": 0x2026, "cdots": 0x22EF, "dotsb": 0x22EF,
    "dotsm": 0x22EF, "dotsi": 0x22EF, "ddots": 0x22F1, "iddots": 0x22F0, "adots": 0x22F0,
  ]

  static let largeOperators: [String: (UInt32, MathLimits)] = [
    "sum": (0x2211, .displayOnly), "prod": (0x220F, .displayOnly), "coprod": (0x2210, .displayOnly),
    "int": (0x222B, .never), "iint": (0x222C, .never), "iiint": (0x222D, .never), "oint": (0x222E, .never),
    "oiint": (0x222F, .never), "oiiint": (0x2230, .never), "bigcup": (0x22C3, .displayOnly),
    "bigcap": (0x22C2, .displayOnly), "bigoplus": (0x2A01, .displayOnly), "bigotimes": (0x2A02, .displayOnly),
    "bigodot": (0x2A00, .displayOnly), "biguplus": (0x2A04, .displayOnly), "bigsqcup": (0x2A06, .displayOnly),
    "bigvee": (0x22C1, .displayOnly), "bigwedge": (0x22C0, .displayOnly), "intop": (0x222B, .displayOnly),
    "smallint": (0x222B, .never),
  ]

  static let functions: [String: MathLimits] = [
    "sin": .never, "cos": .never, "tan": .never, "cot": .never, "sec": .never, "csc": .never, "arcsin": .never,
    "arccos": .never, "arctan": .never, "sinh": .never, "cosh": .never, "tanh": .never, "coth": .never,
    "log": .never, "ln": .never, "lg": .never, "exp": .never, "deg": .never, "dim": .never, "hom": .never,
    "ker": .never, "arg": .never, "sgn": .never, "gcd": .displayOnly, "Pr": .displayOnly, "det": .displayOnly,
    "max": .displayOnly, "min": .displayOnly, "sup": .displayOnly, "inf": .displayOnly, "lim": .displayOnly,
    "liminf": .displayOnly, "limsup": .displayOnly, "argmax": .displayOnly, "argmin": .displayOnly,
    "tr": .never, "Tr": .never, "rank": .never, "span": .never, "diag": .never, "Var": .never, "Cov": .never,
    "csch": .never, "sech": .never, "arccot": .never,
  ]

  /// The name a function is drawn with where it differs from the command.
  static func functionName(_ command: String) -> String {
    switch command {
    case "liminf": "lim inf"
    case "limsup": "lim sup"
    case "argmax": "arg max"
    case "argmin": "arg min"
    default: command
    }
  }
}
