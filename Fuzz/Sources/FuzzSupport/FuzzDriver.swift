import CFuzzerDriver
import Foundation

/// The signature libFuzzer calls for each input.
public typealias FuzzCallback = @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32

/// Hands the process to libFuzzer. The targets are built with coverage instrumentation but
/// without libFuzzer's own `main` (`Fuzz/run.sh` links `libclang_rt.fuzzer_no_main`), so that
/// the main package's build tools, compiled with the same flags, still link and run.
public enum FuzzDriver {
  public static func run(_ callback: FuzzCallback) -> Never {
    var count = CommandLine.argc
    var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&count, &arguments, callback))
  }

  /// The input as bytes (libFuzzer passes a null pointer for the empty input).
  public static func bytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
  }
}
