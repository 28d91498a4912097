// Qt Quick harness of scripts/peer-bench: the scene as Qt Quick items (QML types created from
// C++), drawn by Qt Quick's software scene-graph backend into a QImage through
// QQuickRenderControl (QQuickRenderTarget::fromPaintDevice), QT_QPA_PLATFORM=offscreen.
//
//   qtquick-harness --scene-file FILE --scene NAME --samples N --budget SECONDS --png OUT
//
// Prints one JSON line, as every peer-bench harness does (see scenes.py). A frame is what
// Qt documents for QQuickRenderControl: polishItems, beginFrame, sync, render, endFrame.
//
// - Rounded rectangles: Rectangle items with radius and antialiasing.
// - Shadows: not available; Qt Quick's shadows (MultiEffect, Qt5Compat DropShadow,
//   RectangularShadow) are shader effects, which the software backend does not run.
// - Groups: an Item per group with layer.enabled and the group's opacity (the documented way
//   to get group opacity; the layer is as large as the group).
// - Images: Image items (smooth, antialiasing) rotated about their centre.
// - One moved and layers: the items' properties are set and the software renderer repaints
//   what it finds dirty (its partial update).
// - A whole frame of an unchanged scene: the software renderer repaints only what changed,
//   so the harness moves a background Rectangle (a pixel larger than the window on every side)
//   by half a pixel and back, which makes the whole window dirty.
//
// Build: g++ -O2 -std=c++17 -fPIC qtquick-harness.cpp $(pkg-config --cflags --libs Qt6Quick Qt6Qml Qt6Gui Qt6Core)
#include <QColor>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickRenderControl>
#include <QQuickRenderTarget>
#include <QQuickWindow>
#include <QUrl>
#include <QDir>
#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <functional>
#include <string>
#include <vector>

namespace {

const char *kEngine = "qt6-quick-software";
const int kWarmup = 2;
const int kMinSamples = 3;

std::string quoted(const QString &text) {
    std::string out = "\"";
    for (QChar c : text) {
        if (c == u'"' || c == u'\\') out += '\\';
        if (c.unicode() < 0x20) out += ' ';
        else out += c.toLatin1();
    }
    return out + "\"";
}

void printHead(const QString &scene, int width, int height) {
    std::printf("{\"engine\": \"%s\", \"scene\": %s, \"size\": \"%dx%d\"", kEngine, quoted(scene).c_str(), width,
                height);
}

QColor colorOf(const QJsonValue &value) {
    QJsonArray c = value.toArray();
    return QColor::fromRgbF(float(c.at(0).toDouble()), float(c.at(1).toDouble()), float(c.at(2).toDouble()),
                            float(c.at(3).toDouble(1)));
}

// Makes QML items of one type from C++, owned by their parent item.
class Factory {
public:
    Factory(QQmlEngine *engine, const char *qml) : component(engine) {
        component.setData(QByteArray("import QtQuick\n") + qml, QUrl());
    }
    QString error() const { return component.isError() ? component.errorString() : QString(); }
    QQuickItem *make(QQuickItem *parent) {
        QQuickItem *item = qobject_cast<QQuickItem *>(component.create());
        if (item) {
            item->setParent(parent);
            item->setParentItem(parent);
        }
        return item;
    }

private:
    QQmlComponent component;
};

}  // namespace

int main(int argc, char **argv) {
    QString sceneFile, sceneName, png;
    int samples = 20;
    double budget = 2.0;
    for (int i = 1; i + 1 < argc; i += 2) {
        QString key = QString::fromLocal8Bit(argv[i]), value = QString::fromLocal8Bit(argv[i + 1]);
        if (key == "--scene-file") sceneFile = value;
        else if (key == "--scene") sceneName = value;
        else if (key == "--samples") samples = value.toInt();
        else if (key == "--budget") budget = value.toDouble();
        else if (key == "--png") png = value;
        else {
            std::fprintf(stderr, "qtquick-harness: unknown argument %s\n", argv[i]);
            return 2;
        }
    }
    if (sceneFile.isEmpty() || sceneName.isEmpty() || png.isEmpty()) {
        std::fprintf(stderr, "usage: qtquick-harness --scene-file FILE --scene NAME --samples N --budget SECONDS --png OUT\n");
        return 2;
    }
    samples = std::max(samples, kMinSamples);
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QT_QUICK_BACKEND", "software");

    QFile file(sceneFile);
    if (!file.open(QIODevice::ReadOnly)) {
        std::fprintf(stderr, "qtquick-harness: cannot open %s\n", qPrintable(sceneFile));
        return 1;
    }
    QJsonParseError parseError;
    QJsonObject data = QJsonDocument::fromJson(file.readAll(), &parseError).object();
    QJsonObject spec = data.value("scenes").toObject().value(sceneName).toObject();
    if (parseError.error != QJsonParseError::NoError || spec.isEmpty()) {
        std::fprintf(stderr, "qtquick-harness: %s: %s\n", qPrintable(sceneFile),
                     parseError.error != QJsonParseError::NoError ? qPrintable(parseError.errorString()) : "no such scene");
        return 1;
    }
    const int width = data.value("width").toInt(), height = data.value("height").toInt();
    auto unavailable = [&](const QString &reason) {
        printHead(sceneName, width, height);
        std::printf(", \"unavailable\": %s}\n", quoted(reason).c_str());
        std::fflush(stdout);
        return 0;
    };
    if (!spec.value("shadow").isNull()) {
        return unavailable("no shadows in the software backend: Qt Quick's shadows (MultiEffect, DropShadow) "
                           "are shader effects");
    }

    QGuiApplication app(argc, argv);
    QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
    QQuickRenderControl control;
    QQuickWindow window(&control);
    window.setGeometry(0, 0, width, height);
    window.contentItem()->setSize(QSizeF(width, height));
    QColor background = colorOf(spec.value("background"));
    window.setColor(background);
    QImage target(width, height, QImage::Format_ARGB32_Premultiplied);
    target.fill(background);
    window.setRenderTarget(QQuickRenderTarget::fromPaintDevice(&target));
    // No QQuickRenderControl::initialize(): it creates the QRhi of the hardware-accelerated
    // backends; the software backend draws into the paint device with QPainter and needs none.

    QQmlEngine engine;
    Factory rectangles(&engine, "Rectangle { antialiasing: true }");
    Factory groupItems(&engine, "Item { layer.enabled: true }");
    Factory imageItems(&engine, "Image { smooth: true; antialiasing: true; asynchronous: false }");
    for (const Factory *f : {&rectangles, &groupItems, &imageItems}) {
        if (!f->error().isEmpty()) return unavailable("QML: " + f->error());
    }
    QQuickItem *root = window.contentItem();

    // The background, a pixel larger than the window on every side (see the file's comment).
    QQuickItem *backdrop = rectangles.make(root);
    backdrop->setProperty("antialiasing", false);
    backdrop->setProperty("color", background);
    backdrop->setPosition(QPointF(-1, -1));
    backdrop->setSize(QSizeF(width + 2, height + 2));

    QJsonArray rects = spec.value("rects").toArray(), groups = spec.value("groups").toArray();
    QJsonArray images = spec.value("images").toArray();
    std::vector<QQuickItem *> groupParents;
    for (const QJsonValue &value : groups) {
        QJsonObject g = value.toObject();
        QQuickItem *group = groupItems.make(root);
        group->setPosition(QPointF(std::floor(g.value("x").toDouble()) - 1, std::floor(g.value("y").toDouble()) - 1));
        group->setSize(QSizeF(std::ceil(g.value("w").toDouble()) + 3, std::ceil(g.value("h").toDouble()) + 3));
        group->setOpacity(g.value("opacity").toDouble());
        groupParents.push_back(group);
    }
    std::vector<QQuickItem *> items;
    for (const QJsonValue &value : rects) {
        QJsonObject r = value.toObject();
        int g = r.value("group").toInt(-1);
        QQuickItem *parent = g >= 0 && g < int(groupParents.size()) ? groupParents[g] : root;
        QQuickItem *item = rectangles.make(parent);
        item->setPosition(QPointF(r.value("x").toDouble(), r.value("y").toDouble()) - parent->position());
        item->setSize(QSizeF(r.value("w").toDouble(), r.value("h").toDouble()));
        item->setProperty("radius", r.value("radius").toDouble());
        item->setProperty("color", colorOf(r.value("rgba")));
        items.push_back(item);
    }
    if (!images.isEmpty()) {
        QJsonObject image = data.value("image").toObject();
        QString path = QFileInfo(sceneFile).absoluteDir().filePath(image.value("file").toString());
        for (const QJsonValue &value : images) {
            QJsonObject m = value.toObject();
            QQuickItem *item = imageItems.make(root);
            item->setProperty("source", QUrl::fromLocalFile(path));
            item->setPosition(QPointF(m.value("x").toDouble(), m.value("y").toDouble()));
            item->setSize(QSizeF(m.value("w").toDouble(), m.value("h").toDouble()));
            item->setRotation(m.value("angle").toDouble());  // about the centre (transformOrigin)
            items.push_back(item);
        }
    }
    QCoreApplication::processEvents();

    auto render = [&]() {
        control.polishItems();
        control.beginFrame();
        control.sync();
        control.render();
        control.endFrame();
    };

    QJsonObject moved = spec.value("moved").toObject();
    QJsonObject animation = spec.value("animation").toObject();
    const char *note = "whole window made dirty (background moved half a pixel): whole frame repainted";
    std::function<void(int)> frame;
    std::function<void(double)> animateTo;
    int backdropShift = 0;
    auto wholeFrame = [&]() {
        backdropShift ^= 1;
        backdrop->setX(backdropShift ? -0.5 : -1);
        render();
    };
    if (!moved.isEmpty()) {
        QQuickItem *item = items.at(moved.value("index").toInt());
        QPointF home = item->position();
        QPointF shift(moved.value("dx").toDouble(), moved.value("dy").toDouble());
        frame = [=, &render](int k) {
            item->setPosition(k % 2 == 1 ? home + shift : home);
            render();
        };
        note = "the software renderer's partial update (its dirty region)";
    } else if (!animation.isEmpty()) {
        double duration = animation.value("duration").toDouble(), fps = animation.value("fps").toDouble();
        std::vector<std::array<double, 4>> ranges;
        for (const QJsonValue &value : rects) {
            QJsonObject r = value.toObject();
            QJsonArray spin = r.value("spin").toArray(), fade = r.value("fade").toArray();
            ranges.push_back({spin.at(0).toDouble(), spin.at(1).toDouble(), fade.at(0).toDouble(1), fade.at(1).toDouble(1)});
        }
        animateTo = [=](double t) {
            double f = std::fmod(t, duration) / duration;
            for (size_t i = 0; i < items.size(); i++) {
                const auto &r = ranges[i];
                items[i]->setRotation(r[0] + (r[1] - r[0]) * f);
                items[i]->setOpacity(r[2] + (r[3] - r[2]) * f);
            }
        };
        frame = [=, &render](int k) {
            animateTo(k / fps);
            render();
        };
        note = "rotation and opacity set on every item each frame; the software renderer repaints what is dirty";
    } else {
        frame = [&](int) { wholeFrame(); };
    }

    std::vector<double> times;
    QElapsedTimer clock, total;
    int k = 0;
    for (; k < kWarmup;) {
        clock.start();
        frame(++k);
        if (clock.nsecsElapsed() / 1e9 > budget / 2) break;  // a slow frame: one warm-up is enough
    }
    total.start();
    while (int(times.size()) < samples) {
        k++;
        clock.start();
        frame(k);
        times.push_back(clock.nsecsElapsed() / 1e9);
        if (int(times.size()) >= kMinSamples && total.nsecsElapsed() / 1e9 > budget) break;
    }
    std::sort(times.begin(), times.end());
    size_t n = times.size();
    double median = n % 2 ? times[n / 2] : (times[n / 2 - 1] + times[n / 2]) / 2;

    if (!animation.isEmpty()) {
        animateTo(animation.value("pngTime").toDouble());
        render();
    } else if (!moved.isEmpty()) {
        frame(1);
    }
    if (!target.save(png)) std::fprintf(stderr, "qtquick-harness: could not write %s\n", qPrintable(png));

    printHead(sceneName, width, height);
    std::printf(", \"median_ms\": %.4f, \"samples\": %zu, \"threads\": 1, \"png\": %s, \"note\": %s}\n", median * 1000, n,
                quoted(png).c_str(), quoted(note).c_str());
    std::fflush(stdout);
    return 0;
}
