import type { LocalizedPageCopy } from './types';

/** The pre-owned car buying guide, kept at its historic address /auction. We sell at fixed prices; there is no live bidding. */
export const auctionPages = {
  auction: {
    en: {
      title: 'Pre-Owned Car Buying Guide',
      metaDescription:
        'How to buy a pre-owned car from us in the UAE: register with your mobile number, get your account verified, reserve the car and collect it, paperwork done.',
      metaKeywords:
        'buy used car UAE, pre-owned car guide, used car Abu Dhabi, used car Dubai, how to buy a used car UAE',
      heading: 'How to Buy a Pre-Owned Car',
      intro:
        'Our pre-owned cars are sold at clear, fixed prices, with the details and condition of every car shown on its page. This guide explains how to register, how we verify your account and what happens from the moment you choose a car to the day you drive it home.',
      sections: [
        {
          heading: 'How to register',
          steps: [
            {
              title: 'Create your account',
              text: 'Enter your name, email address and UAE mobile number, then type in the one-time code we send you by SMS.',
            },
            {
              title: 'Complete your profile',
              text: 'Choose a password and add your date of birth, driving licence and passport details.',
            },
            {
              title: 'Upload your documents',
              text: 'Attach a copy of your Emirates ID and driving licence as a PDF or a photo, and accept the terms.',
            },
          ],
        },
        {
          heading: 'Account verification',
          paragraphs: [
            'Our customer service team checks your documents against the details you entered. Once everything matches, your account is activated and we tell you by email. If a document is unclear or has expired, we explain what is needed so that you can upload it again.',
          ],
        },
        {
          heading: 'How to buy',
          steps: [
            {
              title: 'Choose your car',
              text: 'Browse the cars for sale, compare model year, mileage, specification and price, and read each car’s description.',
            },
            {
              title: 'View and test drive',
              text: 'Send an enquiry and our sales team will share the inspection report and book a viewing or test drive at a showroom.',
            },
            {
              title: 'Agree and pay',
              text: 'Once you decide, we reserve the car for you and you pay within 48 hours, either in full or with financing arranged through a lender. A later payment owes a late fee of AED 100 per day, for up to 7 days.',
            },
            {
              title: 'Transfer and collect',
              text: 'We prepare the ownership transfer and hand over the car with its keys, documents and service history. A paid car not collected by the agreed date is stored at AED 100 per day until it is collected.',
            },
          ],
        },
        {
          heading: 'Frequently asked questions',
          steps: [
            {
              title: 'Do you hold live auctions?',
              text: 'No. Every car is sold at the fixed price shown on its page, so you never have to bid against anyone.',
            },
            {
              title: 'Do I need an account to ask about a car?',
              text: 'No, anyone can send an enquiry. A verified account is needed only to reserve and buy a car.',
            },
            {
              title: 'Can I trade in my current car?',
              text: 'Yes. We value your car and deduct the agreed amount from the price of the car you are buying.',
            },
            {
              title: 'Can I pay in instalments?',
              text: 'Yes, we can help arrange financing with a down payment and monthly instalments, subject to the lender’s approval.',
            },
          ],
        },
      ],
      cta: { label: 'View pre-owned cars', to: '/preowned-cars' },
    },
    ar: {
      title: 'دليل شراء السيارات المستعملة',
      metaDescription:
        'كيف تشتري سيارة مستعملة منا في الإمارات: سجّل برقم هاتفك المتحرك، وانتظر توثيق حسابك، واحجز السيارة واستلمها بعد إنجاز جميع المعاملات.',
      metaKeywords:
        'شراء سيارة مستعملة في الإمارات, دليل السيارات المستعملة, سيارات مستعملة أبوظبي, سيارات مستعملة دبي',
      heading: 'كيف تشتري سيارة مستعملة',
      intro:
        'نبيع سياراتنا المستعملة بأسعار ثابتة وواضحة، مع عرض تفاصيل كل سيارة وحالتها في صفحتها. ويشرح هذا الدليل كيفية التسجيل، وكيف نتحقق من حسابك، وما يحدث منذ لحظة اختيارك السيارة حتى يوم قيادتها إلى منزلك.',
      sections: [
        {
          heading: 'كيفية التسجيل',
          steps: [
            {
              title: 'أنشئ حسابك',
              text: 'أدخل اسمك وبريدك الإلكتروني ورقم هاتفك المتحرك الإماراتي، ثم اكتب رمز التحقق الذي نرسله إليك عبر رسالة نصية.',
            },
            {
              title: 'أكمل ملفك الشخصي',
              text: 'اختر كلمة مرور وأضف تاريخ ميلادك وبيانات رخصة القيادة وجواز السفر.',
            },
            {
              title: 'حمّل مستنداتك',
              text: 'أرفق نسخة من بطاقة الهوية الإماراتية ورخصة القيادة بصيغة PDF أو صورة، ووافق على الشروط.',
            },
          ],
        },
        {
          heading: 'توثيق الحساب',
          paragraphs: [
            'يراجع فريق خدمة العملاء مستنداتك ويطابقها مع البيانات التي أدخلتها. وعند تطابق كل شيء يُفعَّل حسابك ونبلغك بذلك عبر البريد الإلكتروني. وإذا كان أحد المستندات غير واضح أو منتهي الصلاحية، نوضح لك المطلوب لتتمكن من تحميله مجدداً.',
          ],
        },
        {
          heading: 'كيفية الشراء',
          steps: [
            {
              title: 'اختر سيارتك',
              text: 'تصفح السيارات المعروضة للبيع، وقارن بين سنة الصنع والمسافة المقطوعة والمواصفات والسعر، واقرأ وصف كل سيارة.',
            },
            {
              title: 'عاين السيارة وجرّبها',
              text: 'أرسل استفسارك، وسيشاركك فريق المبيعات تقرير الفحص ويحدد موعداً لمعاينة السيارة أو تجربة قيادتها في أحد المعارض.',
            },
            {
              title: 'اتفق وادفع',
              text: 'بعد أن تقرر، نحجز السيارة لك وتدفع خلال 48 ساعة، إما نقداً بالكامل أو عبر تمويل من إحدى جهات التمويل. وعند التأخر في الدفع تُستحق غرامة تأخير قدرها 100 د.إ. عن كل يوم، لمدة أقصاها 7 أيام.',
            },
            {
              title: 'نقل الملكية والاستلام',
              text: 'نجهز معاملة نقل الملكية ونسلمك السيارة مع مفاتيحها ومستنداتها وسجل صيانتها. والسيارة المدفوعة التي لا تُستلم في الموعد المتفق عليه تُحتسب عليها رسوم تخزين قدرها 100 د.إ. يومياً حتى استلامها.',
            },
          ],
        },
        {
          heading: 'الأسئلة الشائعة',
          steps: [
            {
              title: 'هل تنظمون مزادات مباشرة؟',
              text: 'لا. تُباع كل سيارة بالسعر الثابت المعروض في صفحتها، فلا حاجة إلى المزايدة أمام أحد.',
            },
            {
              title: 'هل أحتاج إلى حساب للاستفسار عن سيارة؟',
              text: 'لا، يمكن لأي شخص إرسال استفسار. ولا يلزم الحساب الموثّق إلا لحجز السيارة وشرائها.',
            },
            {
              title: 'هل يمكنني استبدال سيارتي الحالية؟',
              text: 'نعم. نقيّم سيارتك ونخصم المبلغ المتفق عليه من سعر السيارة التي تشتريها.',
            },
            {
              title: 'هل يمكنني الدفع بالتقسيط؟',
              text: 'نعم، يمكننا مساعدتك في ترتيب تمويل بدفعة أولى وأقساط شهرية، وفقاً لموافقة جهة التمويل.',
            },
          ],
        },
      ],
      cta: { label: 'تصفح السيارات المستعملة', to: '/preowned-cars' },
    },
  },
} satisfies Record<string, LocalizedPageCopy>;
