import Foundation

/// Writes the graph of a ``BenchLayout`` in the files of the toolkits
/// `Scripts/peers.sh` measures beside NibKit: GtkBuilder `.ui` files for
/// GTK 4 and Qt Designer `.ui` files for `QUiLoader`.
///
/// Every file holds the same window, the same N controls (ids, frames,
/// titles, alternately a button and a text field) and an action from each
/// control to the owner, so the peers load what the xib describes:
///
/// - `gtk-widgets`: a `GtkWindow` holding a `GtkFixed` of `GtkButton`s and
///   `GtkEntry`s placed by a `translate(x, y)` transform and sized by
///   `width-request`/`height-request`; each control's `clicked` or
///   `activate` signal goes to the owner (`object="owner"`, an object the
///   program exposes to the builder). Widgets have no color property (GTK
///   styles them through CSS), so this file carries none.
/// - `gtk-objects`: the same graph in plain `GObject`s that
///   `Scripts/peers/gtk_load.c` defines as the benchmark defines its Swift
///   classes (`BenchWindow`, `BenchView`, `BenchButton` with a
///   `BenchButtonCell`, `BenchTextField` with a `BenchTextFieldCell`, colors
///   as `GdkRGBA`): what GtkBuilder costs without widgets, as NibKit's
///   graph has none.
/// - `qt` and `qt-connections`: a `BenchWindow` (a `QWidget` subclass the
///   program registers) of `QPushButton`s and `QLineEdit`s with geometry,
///   text and palette colors; the second file also holds each control's
///   `<connection>` to the window's `controlClicked()` slot, which Qt
///   resolves by name while loading, where the first leaves the program to
///   connect the signals in code.
///
/// Outlets have no equivalent in these files: the peers' programs look the
/// N/10 outlets and the collection up by id after each load, as code using
/// those toolkits does, with the ids `outlets.txt` lists.
enum PeerArchives {
    /// The files, by the end of their names (`bench-N.gtk-widgets.ui`, …).
    static func all(_ layout: BenchLayout) -> [(name: String, data: Data)] {
        [
            ("gtk-widgets.ui", gtkWidgets(layout)), ("gtk-objects.ui", gtkObjects(layout)),
            ("qt.ui", qt(layout, connections: false)), ("qt-connections.ui", qt(layout, connections: true)),
            ("outlets.txt", outlets(layout)),
        ]
    }

    /// The owner's outlets, a line each: `o<k> ID` for the outlet `o<k>`,
    /// `controls ID` for each member of the collection, in order. The peers'
    /// programs read it before they time anything, as a Qt program's
    /// generated header or a GTK program's source names the ids it looks up.
    static func outlets(_ layout: BenchLayout) -> Data {
        var out = ""
        for slot in 0..<layout.outletCount {
            out += "o\(slot) \(layout.control(layout.outletDestination(slot)).id)\n"
        }
        for member in layout.collectionMembers {
            out += "controls \(layout.control(member).id)\n"
        }
        return Data(out.utf8)
    }

    private static let contentSize = BenchLayout.contentFrame.size

    static func gtkWidgets(_ layout: BenchLayout) -> Data {
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="GtkWindow" id="\(BenchLayout.windowID)">
                <property name="title">\(BenchLayout.windowTitle)</property>
                <property name="default-width">\(Int(contentSize.width))</property>
                <property name="default-height">\(Int(contentSize.height))</property>
                <child>
                  <object class="GtkFixed" id="\(BenchLayout.contentViewID)">

            """
        for index in 0..<layout.controlCount {
            let control = layout.control(index)
            let (widget, text, signal) =
                control.kind == .button ? ("GtkButton", "label", "clicked") : ("GtkEntry", "text", "activate")
            out += """
                        <child>
                          <object class="\(widget)" id="\(control.id)">
                            <property name="\(text)">\(control.title)</property>
                            <property name="width-request">\(control.width)</property>
                            <property name="height-request">\(control.height)</property>
                            <signal name="\(signal)" handler="control_clicked" object="owner" swapped="yes"/>
                            <layout>
                              <property name="transform">translate(\(control.x), \(control.y))</property>
                            </layout>
                          </object>
                        </child>

                """
        }
        out += """
                  </object>
                </child>
              </object>
            </interface>

            """
        return Data(out.utf8)
    }

    static func gtkObjects(_ layout: BenchLayout) -> Data {
        func frame(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> String {
            """
            <property name="x">\(x)</property><property name="y">\(y)</property>\
            <property name="width">\(width)</property><property name="height">\(height)</property>
            """
        }
        func rgb(_ color: (red: String, green: String, blue: String)) -> String {
            "rgb(\(byte(color.red)),\(byte(color.green)),\(byte(color.blue)))"
        }
        let rect = BenchLayout.contentRect
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <interface>
              <object class="BenchWindow" id="\(BenchLayout.windowID)">
                <property name="title">\(BenchLayout.windowTitle)</property>
                \(frame(Int(rect.minX), Int(rect.minY), Int(rect.width), Int(rect.height)))
                <property name="delegate">owner</property>
                <property name="content-view">
                  <object class="BenchView" id="\(BenchLayout.contentViewID)">
                    \(frame(0, 0, Int(contentSize.width), Int(contentSize.height)))

            """
        for index in 0..<layout.controlCount {
            let control = layout.control(index)
            let cell: String
            switch control.kind {
            case .button:
                cell = """
                    <property name="cell"><object class="BenchButtonCell" id="\(control.cellID)">\
                    <property name="title">\(control.title)</property></object></property>\
                    <property name="tint">\(rgb(control.color))</property>
                    """
            case .textField:
                cell = """
                    <property name="cell"><object class="BenchTextFieldCell" id="\(control.cellID)">\
                    <property name="title">\(control.title)</property>\
                    <property name="text-color">\(rgb(control.color))</property>\
                    <property name="background-color">rgb(255,255,255)</property></object></property>
                    """
            }
            out += """
                        <child>
                          <object class="\(control.kind == .button ? "BenchButton" : "BenchTextField")" id="\(control.id)">
                            \(frame(control.x, control.y, control.width, control.height))
                            \(cell)
                            <signal name="action" handler="control_clicked" object="owner" swapped="yes"/>
                          </object>
                        </child>

                """
        }
        out += """
                  </object>
                </property>
              </object>
            </interface>

            """
        return Data(out.utf8)
    }

    static func qt(_ layout: BenchLayout, connections: Bool) -> Data {
        func color(_ role: String, _ red: Int, _ green: Int, _ blue: Int) -> String {
            """
            <colorrole role="\(role)"><brush brushstyle="SolidPattern"><color alpha="255">\
            <red>\(red)</red><green>\(green)</green><blue>\(blue)</blue></color></brush></colorrole>
            """
        }
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <ui version="4.0">
             <class>BenchWindow</class>
             <widget class="BenchWindow" name="\(BenchLayout.windowID)">
              <property name="geometry"><rect><x>0</x><y>0</y><width>\(Int(contentSize.width))</width><height>\(Int(contentSize.height))</height></rect></property>
              <property name="windowTitle"><string>\(BenchLayout.windowTitle)</string></property>

            """
        for index in 0..<layout.controlCount {
            let control = layout.control(index)
            let (red, green, blue) = (byte(control.color.red), byte(control.color.green), byte(control.color.blue))
            let colors =
                control.kind == .button
                ? color("ButtonText", red, green, blue)
                : color("Text", red, green, blue) + color("Base", 255, 255, 255)
            out += """
                  <widget class="\(control.kind == .button ? "QPushButton" : "QLineEdit")" name="\(control.id)">
                   <property name="geometry"><rect><x>\(control.x)</x><y>\(control.y)</y><width>\(control.width)</width><height>\(control.height)</height></rect></property>
                   <property name="text"><string>\(control.title)</string></property>
                   <property name="palette"><palette><active>\(colors)</active><inactive/><disabled/></palette></property>
                  </widget>

                """
        }
        out += " </widget>\n"
        out += """
             <customwidgets>
              <customwidget><class>BenchWindow</class><extends>QWidget</extends><header>qt_load.h</header>\
            <container>1</container><slots><slot>controlClicked()</slot></slots></customwidget>
             </customwidgets>

            """
        if connections {
            out += " <connections>\n"
            for index in 0..<layout.controlCount {
                let control = layout.control(index)
                out += """
                      <connection><sender>\(control.id)</sender>\
                    <signal>\(control.kind == .button ? "clicked()" : "returnPressed()")</signal>\
                    <receiver>\(BenchLayout.windowID)</receiver><slot>controlClicked()</slot></connection>

                    """
            }
            out += " </connections>\n"
        }
        out += "</ui>\n"
        return Data(out.utf8)
    }

    /// A component as written in the archives (255ths) as a byte.
    private static func byte(_ component: String) -> Int {
        Int(((Double(component) ?? 0) * 255).rounded())
    }
}
