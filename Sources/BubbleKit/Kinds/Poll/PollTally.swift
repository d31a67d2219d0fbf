/// Poll arithmetic: how many voted and what percentage each option shows.
public enum PollTally {
  /// The people who voted: `total_voters` when given and positive, else the sum of the votes.
  public static func voterCount(votes: [Int], totalVoters: Int?) -> Int {
    if let totalVoters, totalVoters > 0 { return totalVoters }
    return votes.reduce(0) { $0 + clamped($1) }
  }

  /// Whole percentages of `votes` over the voter count; all 0 when nobody voted.
  ///
  /// When every voter picked exactly one option (the votes add up to the
  /// voters) the percentages add up to 100: each is rounded down and the
  /// points left over go to the largest remainders. Options with equal
  /// remainders are treated alike: all get a point or none does, so three
  /// equal options show 33 / 33 / 33 rather than 34 / 33 / 33 (Telegram does
  /// the same). In a multiple-answer poll each is rounded on its own, at most 100.
  public static func percentages(votes: [Int], totalVoters: Int?) -> [Int] {
    let votes = votes.map(clamped)
    let sum = votes.reduce(0, +)
    let voters = voterCount(votes: votes, totalVoters: totalVoters)
    guard voters > 0 else { return votes.map { _ in 0 } }
    guard sum == voters else {
      return votes.map { min(100, Int((Double($0) * 100 / Double(voters)).rounded())) }
    }
    var result = votes.map { $0 * 100 / voters }
    var left = 100 - result.reduce(0, +)
    let remainders = votes.map { $0 * 100 % voters }
    for remainder in Set(remainders).filter({ $0 > 0 }).sorted(by: >) {
      let tied = remainders.indices.filter { remainders[$0] == remainder }
      guard tied.count <= left else { break }
      for index in tied { result[index] += 1 }
      left -= tied.count
    }
    return result
  }

  /// Keeps `votes * 100` far from overflowing and negative counts out.
  private static func clamped(_ votes: Int) -> Int { min(max(votes, 0), 1_000_000_000_000) }
}
