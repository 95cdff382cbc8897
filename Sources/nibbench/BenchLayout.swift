import Foundation
import NibKit

/// The object graph every form of the benchmark describes for N controls: a
/// window whose content view holds N controls, alternately a button and a
/// text field, each with a cell, a frame, a title, a color and an action to
/// File's Owner; File's Owner has N/10 outlets (`o<k>` to control 10k), an
/// outlet collection `controls` of N/10 controls (10k + 5) and an outlet to
/// the window, which has File's Owner as its delegate.
///
/// The xib generator, the nibxml generator, the hand-written builder and the
/// graph check all read the graph from here, so they cannot drift apart.
struct BenchLayout {
    /// One control and its cell.
    struct ControlSpec {
        enum Kind { case button, textField }

        let kind: Kind
        let id: String
        let cellID: String
        let actionID: String
        /// The frame's numbers as written in both archives.
        let x: Int, y: Int, width: Int, height: Int
        let title: String
        /// The button's tint, or the text field's text color, as written.
        let color: (red: String, green: String, blue: String)

        var frame: CGRect { CGRect(x: x, y: y, width: width, height: height) }
        var liveColor: Color { Color(red: Double(color.red)!, green: Double(color.green)!, blue: Double(color.blue)!) }
    }

    static let windowID = "F0z-JX-Cv5"
    static let contentViewID = "se5-gp-TjO"
    static let windowTitle = "Bench"
    static let contentRect = CGRect(x: 196, y: 240, width: 1200, height: 800)
    static let contentFrame = CGRect(x: 0, y: 0, width: 1200, height: 800)
    /// `widthSizable` and `heightSizable`.
    static let contentAutoresizingMask = 18
    static let action: Selector = "controlClicked:"
    static let textBackground = Color(red: 1, green: 1, blue: 1)

    let controlCount: Int

    /// `o0` ..< `o(outletCount - 1)`.
    var outletCount: Int { controlCount / 10 }

    /// The control the outlet `o<slot>` points at.
    func outletDestination(_ slot: Int) -> Int { slot * 10 }

    /// The controls of the outlet collection, in connection order.
    var collectionMembers: StrideTo<Int> { stride(from: 5, to: controlCount, by: 10) }

    func control(_ index: Int) -> ControlSpec {
        let isButton = index % 2 == 0
        return ControlSpec(
            kind: isButton ? .button : .textField,
            id: XcodeID.make(8 * index), cellID: XcodeID.make(8 * index + 1), actionID: XcodeID.make(8 * index + 2),
            x: 20 + (index % 10) * 116, y: 20 + (index / 10) * 30, width: 96, height: isButton ? 32 : 21,
            title: isButton ? "Button \(index)" : "Field \(index)",
            color: (Self.component(index * 7), Self.component(index * 13), Self.component(index * 29)))
    }

    /// The id of the connection of outlet `slot` (ids of connections are
    /// Interface Builder's own; NibKit ignores them).
    func outletConnectionID(_ slot: Int) -> String { XcodeID.make(8 * (controlCount + slot) + 3) }

    func collectionConnectionID(_ member: Int) -> String { XcodeID.make(8 * member + 4) }

    /// A color component of 0 to 1 in 255ths, written as Swift prints a
    /// `Double`, which reads back exactly (Xcode also writes long fractions).
    private static func component(_ seed: Int) -> String {
        String(Double(seed % 256) / 255)
    }
}

/// Ids of the form Interface Builder generates (`aB3-xY-9zQ`): eight
/// characters from a 62-letter alphabet, in groups of three, two and three.
enum XcodeID {
    private static let alphabet = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    private static let space = 218_340_105_584_896  // 62^8
    /// Odd and not a multiple of 31, so multiplying by it permutes 0 ..< 62^8
    /// and distinct serial numbers give distinct, scattered ids.
    private static let multiplier = 91_584_793_561

    static func make(_ serial: Int) -> String {
        // Serial 0 would be all zeros. No overflow below 10^7 serials, beyond
        // any size the benchmark runs.
        var value = (serial + 1) * multiplier % space
        var characters: [Character] = []
        characters.reserveCapacity(10)
        for position in 0..<8 {
            if position == 3 || position == 5 { characters.append("-") }
            characters.append(alphabet[value % 62])
            value /= 62
        }
        return String(characters)
    }
}
