// QUiLoader loading nibbench's graph (Scripts/peers.sh): `bench-N.qt.ui`
// (VARIANT code: the program connects each control's signal after the load)
// or `bench-N.qt-connections.ui` (VARIANT file: the file's <connections>,
// which Qt resolves by name while loading), K times, each load timed in
// thread CPU time: QUiLoader::load from the bytes, the connections, and the
// owner's outlets looked up by name. Deleting each form is not timed.
// Before timing, the graph is checked: classes, one frame, title and color,
// one action reaching the owner.
#include <QApplication>
#include <QBuffer>
#include <QLineEdit>
#include <QPushButton>
#include <QUiLoader>
#include <QVector>
#include <QWidget>

#include "peer_common.h"

// File's Owner: the window's outlet, N/10 outlets, the collection, and the
// action it receives.
struct Owner {
    QWidget *window = nullptr;
    QVector<QWidget *> outlets, collection;
    QObject *lastSender = nullptr;
    int actions = 0;
};

// The form's top-level class: its slot is the target of every control's
// action, and hands the sender to the owner (`.ui` connections can name
// only objects inside the form).
class BenchWindow : public QWidget {
    Q_OBJECT
  public:
    BenchWindow(Owner *owner, QWidget *parent) : QWidget(parent), owner(owner) {}
  public slots:
    void controlClicked() {
        owner->lastSender = sender();
        owner->actions++;
    }

  private:
    Owner *owner;
};

// Makes the owner's BenchWindow for the form's top level; every other class
// is Qt's.
class BenchLoader : public QUiLoader {
  public:
    explicit BenchLoader(Owner *owner) : owner(owner) {}
    QWidget *createWidget(const QString &className, QWidget *parent, const QString &name) override {
        if (className == QLatin1String("BenchWindow")) {
            auto *window = new BenchWindow(owner, parent);
            window->setObjectName(name);
            return window;
        }
        return QUiLoader::createWidget(className, parent, name);
    }

  private:
    Owner *owner;
};

static QWidget *load(BenchLoader &loader, const QByteArray &bytes, Owner &owner, bool connectInCode,
                     const QVector<QString> &outletNames, const QVector<QString> &collectionNames) {
    QBuffer buffer;
    buffer.setData(bytes);
    buffer.open(QIODevice::ReadOnly);
    QWidget *form = loader.load(&buffer, nullptr);
    if (!form) {
        fprintf(stderr, "QUiLoader: %s\n", qPrintable(loader.errorString()));
        exit(1);
    }
    auto *window = static_cast<BenchWindow *>(form);
    if (connectInCode) {
        for (QObject *child : window->children()) {
            if (auto *button = qobject_cast<QPushButton *>(child))
                QObject::connect(button, &QPushButton::clicked, window, &BenchWindow::controlClicked);
            else if (auto *field = qobject_cast<QLineEdit *>(child))
                QObject::connect(field, &QLineEdit::returnPressed, window, &BenchWindow::controlClicked);
        }
    }
    owner.window = form;
    owner.outlets.clear();
    owner.collection.clear();
    for (const QString &name : outletNames)
        owner.outlets.append(form->findChild<QWidget *>(name, Qt::FindDirectChildrenOnly));
    for (const QString &name : collectionNames)
        owner.collection.append(form->findChild<QWidget *>(name, Qt::FindDirectChildrenOnly));
    return form;
}

static void check(const char *name, Owner &owner, const peer_options &options, const peer_outlets &ids) {
    QWidget *window = owner.window;
    if (!qobject_cast<BenchWindow *>(window) || window->windowTitle() != QLatin1String("Bench"))
        peer_fail(name, "the window");
    int buttons = 0, fields = 0;
    QVector<QWidget *> controls;
    for (QObject *child : window->children()) {
        if (qobject_cast<QPushButton *>(child)) buttons++;
        else if (qobject_cast<QLineEdit *>(child)) fields++;
        else continue;
        controls.append(static_cast<QWidget *>(child));
    }
    if (buttons != (options.controls + 1) / 2 || fields != options.controls / 2)
        peer_fail(name, "wrong count of QPushButton and QLineEdit");
    auto *first = qobject_cast<QPushButton *>(controls[0]);
    auto *second = qobject_cast<QLineEdit *>(controls[1]);
    if (!first || !second) peer_fail(name, "the first two controls' classes");
    if (second->geometry() != QRect(136, 20, 96, 21)) peer_fail(name, "the second control's frame");
    if (first->text() != QLatin1String("Button 0") || second->text() != QLatin1String("Field 1"))
        peer_fail(name, "the titles");
    if (second->palette().color(QPalette::Active, QPalette::Text) != QColor(7, 13, 29))
        peer_fail(name, "the second control's text color");
    if (owner.outlets.size() != ids.outlet_count || owner.outlets[0] != first) peer_fail(name, "outlet o0");
    first->click();
    emit second->returnPressed();
    if (owner.actions != 2 || owner.lastSender != second) peer_fail(name, "actions to the owner");
}

int main(int argc, char **argv) {
    peer_options options = peer_parse(argc, argv);
    bool connectInCode = strcmp(options.variant, "file") != 0;
    const char *name = connectInCode ? "qt" : "qt-connections";
    int qtArgc = 1;
    QApplication application(qtArgc, argv);
    size_t length;
    char *bytes = peer_read(options.file, &length);
    QByteArray data(bytes, (qsizetype)length);
    peer_outlets ids = peer_read_outlets(options.outlets);
    QVector<QString> outletNames, collectionNames;
    for (int k = 0; k < ids.outlet_count; k++) outletNames.append(QString::fromUtf8(ids.outlets[k]));
    for (int k = 0; k < ids.collection_count; k++) collectionNames.append(QString::fromUtf8(ids.collection[k]));
    Owner owner;
    BenchLoader loader(&owner);

    QWidget *form = load(loader, data, owner, connectInCode, outletNames, collectionNames);
    check(name, owner, options, ids);
    delete form;

    auto *times = static_cast<double *>(calloc((size_t)options.repetitions, sizeof(double)));
    for (int run = 0; run < options.warmups + options.repetitions; run++) {
        double start = peer_cpu_ms();
        form = load(loader, data, owner, connectInCode, outletNames, collectionNames);
        double elapsed = peer_cpu_ms() - start;
        delete form;
        QCoreApplication::processEvents();
        if (run >= options.warmups) times[run - options.warmups] = elapsed;
    }
    peer_report(name, options.controls, times, options.repetitions);
    return 0;
}

#include "qt_load.moc"
