import Foundation
import NibKit
import Testing

/// Inputs the fuzz targets of Tests/Fuzz found (see Docs/Security.md), kept
/// byte for byte, each with the answer NibKit must give.
@Suite("Fuzzing finds, kept as regression tests")
struct FuzzRegressionTests {
    static func bytes(_ lines: [String]) -> Data {
        Data(base64Encoded: lines.joined())!
    }

    /// The strings target, 2026-11-29: a binary property list (a corpus table
    /// with its trailer cut) on which Foundation's PropertyListSerialization
    /// fails. NibKit reports it; the CFError Foundation makes on the way
    /// leaks inside Foundation (suppressed in Tests/Fuzz/lsan.supp).
    static let truncatedBinaryTable = bytes([
        "YnBsaXN0MDDfEBYBAgMEBQYHCAkKCwwNDg8QERITFBUWFxgZGhscHR4fICEiIyQlJicoKSorLF8QL0dQUFNoYXJlYm94U2hh",
        "cmVkVGl0bGVBZGRUb0NpcmNsZVByaXZhY3lXYXJuaW5nXxAbR1BQU2hhcmVib3hTaGFyZWRUaXRsZVNoYXJlXxAhR1BQU2hh",
        "cmVib3hTaGFyZWRUaXRsZVNoYXJlT25QbHVzXxAaR1BQU2hhcmVib3hTaGFyZWRUaXRsZU5leHRfECVHUFBTaGFyZWJveFNo",
        "YXJlZEFkZFRvQ2lyY2xlRXJyb3JGYWlsXxAgR1BQU2hhcmVib3hTaGFyZWRUZXh0UGxhY2Vob2xkZXJfEB9HUFBTaGFyZWJv",
        "eFNoYXJlZFRpdGxlTmV3Q2lyY2xlXxAcR1BQU2hhcmVib3hTaGFyZWRBZGRUb0NpcmNsZV8QI0dQUFNoYXJlYm94U2hhcmVk",
        "TmV3Q2lyY2xlRXJyb3JGYWlsXxAwR1BQU2hhcmVib3hTaGFyZWRCdXR0b25BZGRUb0NpcmNsZVByaXZhY3lXYXJuaW5nXxAg",
        "R1BQU2hhcmVib3hTaGFyZWRUaXRsZUNhbmNlbFBvc3RfEBhHUFBTaGFyZWJveFNoYXJlZFRpdGxlTm9fECBHUFBTaGFyZWJv",
        "eFNoYXJlZFRpdGxlUmVjaXBpZW50c18QKEdQUFNoYXJlYm94U2hhcmVkTmV3Q2lyY2xlRXJyb3JEdXBsaWNhdGVfECFHUFBT",
        "aGFyZWJveFNoYXJlZFRpdGxlQWRkVG9DaXJjbGVfECNHUFBTaGFyZWJveFNoYXJlZE1lc3NhZ2VDcmVhdGVFcnJvcl8QG0dQ",
        "UFNoYXJlYm94U2hhcmVkVGl0bGVFcnJvcl8QIkdQUFNoYXJlYm94UyDFxsK1ssiy5AAuaMdYrKwAIKz1xyAALgAuAC5kwMgA",
        "IMEc0HRsACUAQLqFx0QAIMEc0HTF0AAgzZSsAAA6bsEc0HTHRAAgucy05AAgwhgAIMXGwrWyyLLkAC5i1lXHeG8QD8d0ACDB",
        "jMLdx0QAIMCtyBzVWMLcrKDCtbLIrkwAP2PFRLLIxpRjwhjC4MeQbxAQx3S7+AAgwKzGqbQcACDBHNB0ACDHdLmEx4WyyLLk",
        "AC5qwRzQdMXQACDArMapx5AAIM2UrABvEB7BjMLdx0QAILnMtOQAIMIYACDFxsK1ssiy5AAuACCwmMkRxdAAILLkwtwAIMLc",
        "s8TVdAAgyPzBOMaUAC5rwYzC3cd0ACDGLLd8rADJwAAgAEC6hcdEACDBHNB0xdAAIM2UrAAAOm7BHNB0x0QAILnMtOQAIMIY",
        "ACDFxsK1ssiy5AAuYtZVx3hvEA/HdAAgwYzC3cdEACDArcgc1VjC3KygwrWyyK5MAD9jxUSyyMaUY8IYwuDHkG8QEMd0u/gA",
        "IMCsxqm0HAAgwRzQdAAgx3S5hMeFssiy5AAuasEc0HTF0AAgwKzGqceQACDNlKwAbxAewYzC3cdEACC5zLTkACDCGAAgxcbC",
        "tbLIsuQALgAgsJjJEcXQACCy5MLcACDC3LPE1XQAIMj8wTjGlAAua8GMwt3HdAAgxiy3fKwAycAAIMVKx0xvECDBjMLdx3QA",
        "IKz1xyC0GMnAACDFSsdAACCsgwAgrBnCtbLIsuQALgAgsuTC3AAgwtyzxNVYwtysoMK1ssiuTAA/ZsDIuFwAILnMtOSuMGHG",
        "CGXBHNB0ACDBINDdYs5crWwACAA3AGkAhwCrAMgA8AETATUBVAF6Aa0B0AHrAg4COQJdAoMCoQLGAucDAwMiA0MDXANhA3wD",
        "gQOsA70DxgPfA/wEAQQiBCkEMARTBGgEpwS+BQEFDgURBRwAAAAAAAACAQAAAAAAAAAtAAAAAAAAAAAAAAAAAAAFIQ==",
    ])

    @Test("a binary .strings table without its trailer is a located error")
    func truncatedBinaryTable() {
        Hostile.expect(
            stringsFailure(Self.truncatedBinaryTable, path: "Fuzz.strings"), .invalidStringsTable,
            at: "Fuzz.strings:1:1", "not a valid binary property list")
    }
}
